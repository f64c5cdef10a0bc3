/**
 * What a card or laptop page says of a laptop's offer on Amazon (issue 17, "Availability and
 * freshness"), from what the sync last heard from the retailer. The buy link stays the
 * affiliate link in every case; only its words change when the laptop cannot be bought now.
 * The shop shows it, and the editor's preview shows it as the shop will.
 */

/** What the retailer says of its offer (contracts' AVAILABILITIES); null before any sync said. */
export type OfferAvailability = 'in_stock' | 'out_of_stock' | 'unavailable';

/** Where a laptop is in its life (contracts' LAPTOP_STATUSES). */
export type OfferLifecycle = 'draft' | 'active' | 'retired';

export interface OfferSource {
  availability: OfferAvailability | null;
  status: OfferLifecycle;
}

export interface OfferState {
  /** "Out of stock" / "Currently unavailable"; null while buyable (or never said otherwise). */
  note: string | null;
  /** The buy button's words when they must not promise a purchase; null: the page's own. */
  buyLabel: string | null;
  /** No longer sold by us (retired): no buy button, no price call to action, noindex. */
  retired: boolean;
}

export const OUT_OF_STOCK = 'Out of stock';
export const UNAVAILABLE = 'Currently unavailable';
export const NO_LONGER_SOLD = 'No longer sold';
export const SEE_ON_AMAZON = 'See on Amazon';

export function offerState(laptop: OfferSource): OfferState {
  if (laptop.status === 'retired') {
    return { note: NO_LONGER_SOLD, buyLabel: null, retired: true };
  }
  if (laptop.availability === 'out_of_stock') {
    return { note: OUT_OF_STOCK, buyLabel: SEE_ON_AMAZON, retired: false };
  }
  if (laptop.availability === 'unavailable') {
    return { note: UNAVAILABLE, buyLabel: SEE_ON_AMAZON, retired: false };
  }
  // In stock, or not yet said (null): the laptop is sold as the page has always shown it.
  return { note: null, buyLabel: null, retired: false };
}

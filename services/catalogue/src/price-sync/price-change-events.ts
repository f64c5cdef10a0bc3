import { randomUUID } from 'node:crypto';
import type { Availability, PriceChangedEvent, PriceSource } from '@bli/contracts';
import { shortName } from '@bli/domain';
import type { Laptop } from '../entities';

/** A laptop's price and availability as they were before a change was applied. */
export interface PriceFacts {
  price: number;
  availability: Availability | null;
}

export const priceFactsOf = (laptop: Laptop): PriceFacts => ({
  price: laptop.currentPrice,
  availability: laptop.availability,
});

/** Who made a change: an operator's price, else the scheduled sync's retailer data. */
export const changeSourceOf = (source: PriceSource): PriceChangedEvent['source'] =>
  source === 'admin' ? 'operator' : 'sync';

/**
 * `catalogue.laptops.price-changed` for a laptop whose price or availability moved, or null when
 * neither did or shoppers cannot see it (only an active laptop can carry alerts).
 */
export function priceChangedEvent(
  laptop: Laptop,
  before: PriceFacts,
  lowestPrice: number,
  source: PriceChangedEvent['source'],
  changedAt: Date,
): PriceChangedEvent | null {
  const after = priceFactsOf(laptop);
  if (laptop.status !== 'active') return null;
  if (after.price === before.price && after.availability === before.availability) return null;
  return {
    eventId: randomUUID(),
    asin: laptop.asin,
    slug: laptop.slug,
    name: shortName(laptop),
    oldPrice: before.price,
    newPrice: after.price,
    listPrice: laptop.originalPrice ?? null,
    oldAvailability: before.availability,
    availability: after.availability,
    lowestPrice: Math.min(lowestPrice, after.price),
    priceAsOf: laptop.lastUpdated.toISOString(),
    changedAt: changedAt.toISOString(),
    source,
  };
}

/**
 * docs/product-rules.md "Deals": when a deal shows and whether its price still holds. Shared by
 * the catalogue (which answers the flags) and the web (which shows the text).
 */

/** What a deal card says when the laptop's price at the retailer is above the deal's price. */
export const DEAL_PRICE_GONE_TEXT = 'deal price no longer available';

export type DealWindowState = 'upcoming' | 'live' | 'ended';

interface DealWindow {
  startsAt: Date;
  expiresAt: Date;
  /** False once an operator expired the deal. */
  isActive: boolean;
}

/** Upcoming before its start, live while start ≤ now < end, ended from its end or once expired. */
export function dealWindowState(deal: DealWindow, now: Date): DealWindowState {
  if (!deal.isActive || now.getTime() >= deal.expiresAt.getTime()) return 'ended';
  return now.getTime() < deal.startsAt.getTime() ? 'upcoming' : 'live';
}

/** The deal price holds while the laptop's current price is not above it. */
export function dealPriceAvailable(currentPrice: number, dealPrice: number): boolean {
  return currentPrice <= dealPrice;
}

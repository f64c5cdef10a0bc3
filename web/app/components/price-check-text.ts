import type { CardPriceCheckView, DiscountCheckView, Laptop } from '@bli/contracts';
import { formatInr, isPriceCurrent, offerState } from '@bli/domain';

type Saving = NonNullable<DiscountCheckView['savingVsMedian']>;
type GoodDealView = CardPriceCheckView['goodDeal'];

/**
 * Whether a laptop's price may carry claims about it (a saving, a good deal): the card's gate for
 * its "{n}% OFF" badge. Only while the price itself may be shown (the 24-hour rule) and while the
 * laptop can be bought; a claim about a price nobody can pay would mislead.
 */
export function showsPriceClaims(laptop: Laptop, now: Date = new Date()): boolean {
  return isPriceCurrent(laptop.lastUpdated, now) && !offerState(laptop).note;
}

/** The card's line: "5% below its usual price", "3% above its usual price" (the 90-day median). */
export function usualPriceText(saving: Saving): string {
  if (saving.percent > 0) return `${saving.percent}% below its usual price`;
  if (saving.percent < 0) return `${-saving.percent}% above its usual price`;
  return 'At its usual price';
}

/** The comparison's "Against its 90-day median" cell: "5% below (₹36,730)". */
export function medianComparisonText(discount: DiscountCheckView): string | null {
  const { savingVsMedian: saving, median90Days: median } = discount;
  if (!saving || median === null) return null;
  const figure = `(${formatInr(median)})`;
  if (saving.percent > 0) return `${saving.percent}% below ${figure}`;
  if (saving.percent < 0) return `${-saving.percent}% above ${figure}`;
  return `At its median ${figure}`;
}

/** The comparison's "Good deal" cell, with the lowest recorded price it is measured against. */
export function goodDealCellText(goodDeal: GoodDealView): string {
  if (!goodDeal.enoughHistory) return 'Not enough price history yet';
  const { lowestPrice: lowest, aboveLowestPercent: above } = goodDeal;
  if (lowest === null || above === null) return goodDeal.isGoodDeal ? 'Yes' : 'No';
  const against =
    above <= 0
      ? `at its lowest recorded price (${formatInr(lowest)})`
      : `${above}% above its lowest recorded price (${formatInr(lowest)})`;
  return `${goodDeal.isGoodDeal ? 'Yes' : 'No'}: ${against}`;
}

/** The comparison's "List price" cell: the list price, and whether it was ever asked lately. */
export function listPriceText(discount: DiscountCheckView): string | null {
  if (discount.listPrice === null) return null;
  const price = formatInr(discount.listPrice);
  return discount.listPriceNeverSeen ? `${price}: never seen in 6 months` : price;
}

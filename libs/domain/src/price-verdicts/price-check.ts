import { discountPercent } from '../discount';
import { istDay, type IstDay } from './ist-days';
import { historyDaysOf, type PriceStatistics } from './price-statistics';
import { PRICE_VERDICT_RULES as RULES } from './price-verdict-rules';

/**
 * The figures the catalogue keeps per laptop (updated with each price it applies), from which a
 * card shows its verdicts without reading the history.
 */
export interface StoredPriceStats {
  median90Days: number | null;
  /** The lowest price recorded, outliers left out. */
  lowestPrice: number | null;
  highest180Days: number | null;
  historySince: IstDay | null;
}

export function storedPriceStats(stats: PriceStatistics): StoredPriceStats {
  return {
    median90Days: stats.median90Days,
    lowestPrice: stats.lowest?.price ?? null,
    highest180Days: stats.highest180Days,
    historySince: stats.historySince,
  };
}

/** What the current price saves against a usual price: rupees and a rounded percent (negative: dearer). */
export interface Saving {
  rupees: number;
  percent: number;
}

export function savingAgainst(reference: number | null, currentPrice: number): Saving | null {
  if (reference === null || reference <= 0) return null;
  const rupees = reference - currentPrice;
  return { rupees, percent: Math.round((rupees / reference) * 100) };
}

/** Whether a list price was never asked in the last 6 months, with the figures that say so. */
export function listPriceNeverSeen(
  listPrice: number | null,
  highest180Days: number | null,
  historyDays: number,
): boolean {
  // Said only of a history that spans the 6 months.
  return (
    listPrice !== null &&
    highest180Days !== null &&
    historyDays >= RULES.listPriceWindowDays &&
    listPrice > highest180Days
  );
}

/**
 * The good-deal rule: at least RULES.minHistoryDays of history and a current price within
 * RULES.goodDealWithinPercent of the lowest recorded (in whole rupees × 100, as the catalogue's
 * list filter compares them).
 */
export function isGoodDeal(
  currentPrice: number,
  lowestPrice: number | null,
  historyDays: number,
): boolean {
  return (
    historyDays >= RULES.minHistoryDays &&
    lowestPrice !== null &&
    currentPrice * 100 <= lowestPrice * (100 + RULES.goodDealWithinPercent)
  );
}

/** The discount check beside the spec's "{n}% OFF" badge. */
export interface DiscountCheck {
  /** The spec's "{n}% OFF": against the list price (docs/product-rules.md §5). */
  listedPercent: number;
  listPrice: number | null;
  median90Days: number | null;
  /** The real saving: against the laptop's own 90-day median. */
  savingVsMedian: Saving | null;
  highest180Days: number | null;
  /** "list price never seen in 6 months": above every price of 180 days (with 6 months of history). */
  listPriceNeverSeen: boolean;
}

/** The good-deal badge and its evidence. */
export interface GoodDealCheck {
  isGoodDeal: boolean;
  currentPrice: number;
  lowestPrice: number | null;
  /** How far the current price is above the lowest, rounded percent. */
  aboveLowestPercent: number | null;
  historyDays: number;
  /** False under RULES.minHistoryDays: no badge, whatever the prices. */
  enoughHistory: boolean;
}

/** Everything a laptop card shows of its price, from the stored figures. */
export interface CardPriceCheck {
  discount: DiscountCheck;
  goodDeal: GoodDealCheck;
}

export function discountCheck(
  currentPrice: number,
  listPrice: number | null,
  stats: StoredPriceStats,
  historyDays: number,
): DiscountCheck {
  return {
    listedPercent: discountPercent(listPrice, currentPrice),
    listPrice,
    median90Days: stats.median90Days,
    savingVsMedian: savingAgainst(stats.median90Days, currentPrice),
    highest180Days: stats.highest180Days,
    listPriceNeverSeen: listPriceNeverSeen(listPrice, stats.highest180Days, historyDays),
  };
}

export function goodDealCheck(
  currentPrice: number,
  lowestPrice: number | null,
  historyDays: number,
): GoodDealCheck {
  return {
    isGoodDeal: isGoodDeal(currentPrice, lowestPrice, historyDays),
    currentPrice,
    lowestPrice,
    aboveLowestPercent:
      lowestPrice === null || lowestPrice <= 0
        ? null
        : Math.round(((currentPrice - lowestPrice) / lowestPrice) * 100),
    historyDays,
    enoughHistory: historyDays >= RULES.minHistoryDays,
  };
}

/** A card's discount check and good-deal badge from the catalogue's stored figures, as of `now`. */
export function cardPriceCheck(
  currentPrice: number,
  listPrice: number | null,
  stats: StoredPriceStats,
  now: Date,
): CardPriceCheck {
  const historyDays = historyDaysOf(stats.historySince, istDay(now));
  return {
    discount: discountCheck(currentPrice, listPrice, stats, historyDays),
    goodDeal: goodDealCheck(currentPrice, stats.lowestPrice, historyDays),
  };
}

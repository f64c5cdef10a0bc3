import { formatDateEnIn, formatInr } from '../format';
import type { RecordedPrice } from './daily-prices';
import { daysBetween, istNoon, type IstDay } from './ist-days';
import { goodDealCheck, savingAgainst, type Saving } from './price-check';
import type { PriceStatistics } from './price-statistics';
import { PRICE_VERDICT_RULES as RULES } from './price-verdict-rules';
import {
  sameEventLastYear,
  saleEventLow,
  upcomingSaleEvents,
  type SaleEventDates,
  type SaleEventLow,
} from './sale-events';

export const BUY_VERDICTS = [
  'good-time-to-buy',
  'fair-price',
  'likely-to-drop',
  'not-enough-history',
] as const;
export type BuyVerdict = (typeof BUY_VERDICTS)[number];

/** What each verdict reads on the page. */
export const BUY_VERDICT_LABELS: Record<BuyVerdict, string> = {
  'good-time-to-buy': 'Good time to buy',
  'fair-price': 'Fair price',
  'likely-to-drop': 'Likely to drop in the next sale',
  'not-enough-history': 'Not enough price history yet',
};

/** The figures behind a verdict, shown beside it (`E`: the calendar's events as given). */
export interface BuyAdviceEvidence<E extends SaleEventDates = SaleEventDates> {
  currentPrice: number;
  historyDays: number;
  lowestPrice: number | null;
  lowestOn: IstDay | null;
  median90Days: number | null;
  savingVsMedian: Saving | null;
  /** Likely to drop: the sale coming, and the same sale last year. */
  nextSale: { event: E; startsInDays: number } | null;
  lastYearSale: SaleEventLow<E> | null;
}

export interface BuyAdvice<E extends SaleEventDates = SaleEventDates> {
  verdict: BuyVerdict;
  label: string;
  /** One line: why, in figures. */
  reason: string;
  evidence: BuyAdviceEvidence<E>;
}

const day = (d: IstDay) => formatDateEnIn(istNoon(d));
/** "3%", or "less than 1%" for a difference that rounds to nothing. */
const percent = (value: number) => (value === 0 ? 'less than 1%' : `${value}%`);
const percentWord = (percent: number, above: string, below: string) =>
  percent === 0 ? 'the same as' : `${Math.abs(percent)}% ${percent > 0 ? above : below}`;

/** The sale coming within RULES.saleLookaheadDays whose edition last year cut the price by more than RULES.saleDropPercent. */
function saleToWaitFor<E extends SaleEventDates, P extends RecordedPrice>(
  events: readonly E[],
  stats: PriceStatistics<P>,
  currentPrice: number,
): {
  next: E;
  lastYear: SaleEventLow<E> & { priceBefore: number; dropPercent: number };
} | null {
  for (const next of upcomingSaleEvents(events, stats.today)) {
    const edition = sameEventLastYear(next, events, stats.today);
    const lastYear = edition && saleEventLow(edition, stats, currentPrice);
    if (
      lastYear &&
      lastYear.priceBefore !== null &&
      lastYear.dropPercent !== null &&
      lastYear.dropPercent > RULES.saleDropPercent
    ) {
      return {
        next,
        lastYear: {
          ...lastYear,
          priceBefore: lastYear.priceBefore,
          dropPercent: lastYear.dropPercent,
        },
      };
    }
  }
  return null;
}

/**
 * Buy now or wait, never a guess: under RULES.minHistoryDays of history, "Not enough price
 * history yet"; at a good-deal price (within RULES.goodDealWithinPercent of the lowest),
 * "Good time to buy"; when a known sale starts within RULES.saleLookaheadDays and the price fell
 * by more than RULES.saleDropPercent in its edition last year, "Likely to drop in the next sale";
 * otherwise "Fair price". Each with its reason in one line and the figures behind it.
 */
export function buyAdvice<E extends SaleEventDates, P extends RecordedPrice>(
  currentPrice: number,
  stats: PriceStatistics<P>,
  events: readonly E[],
): BuyAdvice<E> {
  const lowestPrice = stats.lowest?.price ?? null;
  const evidence: BuyAdviceEvidence<E> = {
    currentPrice,
    historyDays: stats.historyDays,
    lowestPrice,
    lowestOn: stats.lowest?.day ?? null,
    median90Days: stats.median90Days,
    savingVsMedian: savingAgainst(stats.median90Days, currentPrice),
    nextSale: null,
    lastYearSale: null,
  };
  const advice = (verdict: BuyVerdict, reason: string): BuyAdvice<E> => ({
    verdict,
    label: BUY_VERDICT_LABELS[verdict],
    reason,
    evidence,
  });

  const check = goodDealCheck(currentPrice, lowestPrice, stats.historyDays);
  const lowestDay = stats.lowest;
  if (!check.enoughHistory || lowestPrice === null || lowestDay === null) {
    const days = stats.historyDays;
    return advice(
      'not-enough-history',
      `We have ${days} day${days === 1 ? '' : 's'} of prices for this laptop; a verdict needs at least ${RULES.minHistoryDays} (5 weeks).`,
    );
  }
  const now = formatInr(currentPrice);
  const lowest = `the lowest price we have recorded (${formatInr(lowestPrice)} on ${day(lowestDay.day)})`;
  if (check.isGoodDeal) {
    return advice(
      'good-time-to-buy',
      currentPrice <= lowestPrice
        ? `${now} is the lowest price we have recorded.`
        : `${now} is ${percent(check.aboveLowestPercent ?? 0)} above ${lowest}, within ${RULES.goodDealWithinPercent}%.`,
    );
  }
  const wait = saleToWaitFor(events, stats, currentPrice);
  if (wait) {
    const { next, lastYear } = wait;
    const startsInDays = daysBetween(stats.today, next.startDate);
    evidence.nextSale = { event: next, startsInDays };
    evidence.lastYearSale = lastYear;
    return advice(
      'likely-to-drop',
      `${next.name} starts on ${day(next.startDate)}; in last year's, the price fell ${lastYear.dropPercent}% (${formatInr(lastYear.priceBefore)} to ${formatInr(lastYear.lowestPrice)}).`,
    );
  }
  const saving = evidence.savingVsMedian;
  const median =
    saving && stats.median90Days !== null
      ? ` and ${percentWord(-saving.percent, 'above', 'below')} its 90-day median (${formatInr(stats.median90Days)})`
      : '';
  return advice(
    'fair-price',
    `${now} is ${percent(check.aboveLowestPercent ?? 0)} above ${lowest}${median}.`,
  );
}

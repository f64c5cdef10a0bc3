import { medianPrice } from '../price-stats';
import type { DailyPrice, RecordedPrice } from './daily-prices';
import { addDays, daysBetween, type IstDay } from './ist-days';
import type { PriceStatistics } from './price-statistics';
import { PRICE_VERDICT_RULES as RULES } from './price-verdict-rules';

/**
 * A sale event of the operators' calendar: its name (the same every year: "Great Indian
 * Festival") and its first and last days in India, both included.
 */
export interface SaleEventDates {
  name: string;
  startDate: IstDay;
  endDate: IstDay;
}

/** The lowest price a laptop had during one sale event, and how today compares. */
export interface SaleEventLow<E extends SaleEventDates = SaleEventDates> {
  event: E;
  /** `ongoing` while today is one of its days. */
  status: 'past' | 'ongoing';
  lowestPrice: number;
  lowestOn: IstDay;
  /** Its usual price before: the median of the RULES.preSaleBaselineDays days before it began. */
  priceBefore: number | null;
  /** How far the price fell from `priceBefore` to `lowestPrice`, rounded percent. */
  dropPercent: number | null;
  /** Today's price against that low: rupees and rounded percent (positive: dearer today). */
  todayAbove: { rupees: number; percent: number };
}

const sameName = (a: SaleEventDates, b: SaleEventDates) =>
  a.name.trim().toLowerCase() === b.name.trim().toLowerCase();

/**
 * The counted days (outliers left out) from `from` to `to`, both included: found by halving
 * the days (oldest first), since each event of the calendar reads two short stretches of them.
 */
function daysWithin<P extends RecordedPrice>(
  { days, outliers }: PriceStatistics<P>,
  from: IstDay,
  to: IstDay,
): DailyPrice<P>[] {
  let first = 0;
  for (let last = days.length; first < last;) {
    const middle = (first + last) >> 1;
    if (days[middle].day < from) first = middle + 1;
    else last = middle;
  }
  const within: DailyPrice<P>[] = [];
  for (let i = first; i < days.length && days[i].day <= to; i++) {
    const day = days[i];
    if (!outliers.some((outlier) => outlier.day === day.day)) within.push(day);
  }
  return within;
}

/** The laptop's low during `event` (up to today), or null when we have no price of its days. */
export function saleEventLow<E extends SaleEventDates, P extends RecordedPrice>(
  event: E,
  stats: PriceStatistics<P>,
  currentPrice: number,
): SaleEventLow<E> | null {
  if (event.startDate > stats.today) return null;
  const during = daysWithin(
    stats,
    event.startDate,
    event.endDate < stats.today ? event.endDate : stats.today,
  );
  if (during.length === 0) return null;
  const low = during.reduce((a, b) => (b.price < a.price ? b : a));
  const before = daysWithin(
    stats,
    addDays(event.startDate, -RULES.preSaleBaselineDays),
    addDays(event.startDate, -1),
  );
  const priceBefore = medianPrice(before.map((d) => d.price));
  return {
    event,
    status: event.endDate < stats.today ? 'past' : 'ongoing',
    lowestPrice: low.price,
    lowestOn: low.day,
    priceBefore,
    dropPercent:
      priceBefore === null ? null : Math.round(((priceBefore - low.price) / priceBefore) * 100),
    todayAbove: {
      rupees: currentPrice - low.price,
      percent: Math.round(((currentPrice - low.price) / low.price) * 100),
    },
  };
}

/** The sale-event lows table: every event that has begun and that we have prices of, newest first. */
export function saleEventLows<E extends SaleEventDates, P extends RecordedPrice>(
  events: readonly E[],
  stats: PriceStatistics<P>,
  currentPrice: number,
): SaleEventLow<E>[] {
  return [...events]
    .sort((a, b) => (a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : 0))
    .flatMap((event) => saleEventLow(event, stats, currentPrice) ?? []);
}

/** Known events starting after today and within RULES.saleLookaheadDays, soonest first. */
export function upcomingSaleEvents<E extends SaleEventDates>(
  events: readonly E[],
  today: IstDay,
): E[] {
  return events
    .filter((event) => {
      const inDays = daysBetween(today, event.startDate);
      return inDays > 0 && inDays <= RULES.saleLookaheadDays;
    })
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
}

/** The same event last year: an edition of the same name that began 300–430 days before it and has ended. */
export function sameEventLastYear<E extends SaleEventDates>(
  upcoming: SaleEventDates,
  events: readonly E[],
  today: IstDay,
): E | null {
  const editions = events.filter((event) => {
    const gap = daysBetween(event.startDate, upcoming.startDate);
    return (
      sameName(event, upcoming) &&
      event.endDate < today &&
      gap >= RULES.lastYearMinDays &&
      gap <= RULES.lastYearMaxDays
    );
  });
  return editions.sort((a, b) => (a.startDate < b.startDate ? 1 : -1))[0] ?? null;
}

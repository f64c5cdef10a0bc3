import type { PriceHistory, SaleEvent } from '@bli/contracts';
import { formatDateEnIn, formatDayMonth, formatInr, istNoon } from '@bli/domain';

/**
 * The words of the laptop page's price verdicts (docs/deal-verdicts.md), from the figures the
 * price-history call answers. Pure: no React, unit-tested on their own.
 */

type DiscountCheck = PriceHistory['discountCheck'];
type GoodDeal = PriceHistory['goodDeal'];
type Saving = NonNullable<DiscountCheck['savingVsMedian']>;
type Evidence = PriceHistory['advice']['evidence'];

/** A day in India ("2026-09-23") as "23 Sept 2026". */
export const istDate = (day: string) => formatDateEnIn(istNoon(day));

/**
 * The saving against the laptop's own 90-day median: "Saves 5% (₹1,740) against its 90-day
 * median of ₹36,730", or "Costs 3% (₹1,100) more than usual: its 90-day median is ₹36,730".
 * Null without a median.
 */
export function medianSavingText(check: DiscountCheck): string | null {
  const { savingVsMedian: saving, median90Days: median } = check;
  if (!saving || median === null) return null;
  const usual = formatInr(median);
  if (saving.rupees === 0) return `At its usual price: the 90-day median of ${usual}`;
  // A difference that rounds to 0 % is still named in rupees, never "0%".
  const percent = saving.percent === 0 ? 'less than 1%' : `${Math.abs(saving.percent)}%`;
  const rupees = formatInr(Math.abs(saving.rupees));
  return saving.rupees > 0
    ? `Saves ${percent} (${rupees}) against its 90-day median of ${usual}`
    : `Costs ${percent} (${rupees}) more than usual: its 90-day median is ${usual}`;
}

/** The figures behind "list price never seen in 6 months", one tap away. */
export function listPriceNeverSeenDetail(check: DiscountCheck): string | null {
  if (!check.listPriceNeverSeen || check.listPrice === null || check.highest180Days === null) {
    return null;
  }
  return (
    `The list price is ${formatInr(check.listPrice)}; the highest price we recorded in the ` +
    `last 180 days is ${formatInr(check.highest180Days)}.`
  );
}

/** "Within 4% of the lowest price we recorded (₹54,990)"; null without a good deal. */
export function goodDealText(deal: GoodDeal): string | null {
  if (!deal.isGoodDeal || deal.lowestPrice === null) return null;
  const lowest = formatInr(deal.lowestPrice);
  if (deal.currentPrice <= deal.lowestPrice) return `The lowest price we have recorded (${lowest})`;
  const above = deal.aboveLowestPercent ?? 0;
  return above === 0
    ? `Less than 1% above the lowest price we recorded (${lowest})`
    : `Within ${above}% of the lowest price we recorded (${lowest})`;
}

/**
 * A sale event's days in India, both included: "23 Sept – 12 Oct 2026", "13–19 Jan 2027",
 * "28 Dec 2026 – 3 Jan 2027", "1 May 2026".
 */
export function saleEventDates(event: Pick<SaleEvent, 'startDate' | 'endDate'>): string {
  const { startDate: start, endDate: end } = event;
  const last = istDate(end);
  if (start === end) return last;
  if (start.slice(0, 4) !== end.slice(0, 4)) return `${istDate(start)} – ${last}`;
  if (start.slice(0, 7) === end.slice(0, 7)) return `${Number(start.slice(8))}–${last}`;
  return `${formatDayMonth(istNoon(start))} – ${last}`;
}

/** Today's price against a sale's low: "₹1,200 more today", "₹500 less today", "The same today". */
export function todayAgainstLow(todayAbove: Saving): string {
  if (todayAbove.rupees === 0) return 'The same today';
  const rupees = formatInr(Math.abs(todayAbove.rupees));
  return todayAbove.rupees > 0 ? `${rupees} more today` : `${rupees} less today`;
}

/** A sale's fall from its usual price before: "₹60,000 before, 10% drop"; null when unknown. */
export function saleDropText(low: {
  priceBefore: number | null;
  dropPercent: number | null;
}): string | null {
  if (low.priceBefore === null || low.dropPercent === null) return null;
  const drop =
    low.dropPercent > 0
      ? `${low.dropPercent}% drop`
      : low.dropPercent < 0
        ? `${-low.dropPercent}% rise`
        : 'no drop';
  return `${formatInr(low.priceBefore)} before, ${drop}`;
}

export interface EvidenceRow {
  label: string;
  value: string;
}

/** The figures behind "Buy now or wait", as label and value pairs, in the order they are read. */
export function adviceEvidenceRows(evidence: Evidence): EvidenceRow[] {
  const rows: EvidenceRow[] = [{ label: 'Price now', value: formatInr(evidence.currentPrice) }];
  if (evidence.lowestPrice !== null) {
    rows.push({
      label: 'Lowest recorded',
      value: `${formatInr(evidence.lowestPrice)}${evidence.lowestOn ? ` on ${istDate(evidence.lowestOn)}` : ''}`,
    });
  }
  if (evidence.median90Days !== null) {
    rows.push({ label: '90-day median', value: formatInr(evidence.median90Days) });
  }
  const { nextSale, lastYearSale } = evidence;
  if (nextSale) {
    const days = nextSale.startsInDays;
    rows.push({
      label: 'Next sale',
      value: `${nextSale.event.name}, from ${istDate(nextSale.event.startDate)} (in ${days} day${days === 1 ? '' : 's'})`,
    });
  }
  if (lastYearSale) {
    const drop = saleDropText(lastYearSale);
    rows.push({
      label: "Last year's sale",
      value:
        `${lastYearSale.event.name} (${saleEventDates(lastYearSale.event)}): lowest ` +
        `${formatInr(lastYearSale.lowestPrice)}${drop ? `, ${drop}` : ''}`,
    });
  }
  const days = evidence.historyDays;
  rows.push({ label: 'Price history', value: `${days} day${days === 1 ? '' : 's'}` });
  return rows;
}

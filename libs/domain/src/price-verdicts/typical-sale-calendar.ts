import { addDays, type IstDay } from './ist-days';
import type { SaleEventDates } from './sale-events';

/**
 * Diwali by year (Lakshmi Puja): it moves with the lunar calendar, and the Diwali sales with it.
 * A year not listed takes 1 November.
 */
const DIWALI: Readonly<Record<number, IstDay>> = {
  2024: '2024-10-31',
  2025: '2025-10-20',
  2026: '2026-11-08',
  2027: '2027-10-29',
  2028: '2028-10-17',
  2029: '2029-11-05',
  2030: '2030-10-26',
};

const on = (year: number, month: number, day: number): IstDay =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** One year's editions of India's big online sales, as they usually fall. */
function editionsOf(year: number): SaleEventDates[] {
  const diwali = DIWALI[year] ?? on(year, 11, 1);
  const diwaliSale = {
    name: 'Diwali Sale',
    startDate: addDays(diwali, -7),
    endDate: addDays(diwali, -1),
  };
  const festivalEnd = on(year, 10, 12);
  return [
    { name: 'Republic Day Sale', startDate: on(year, 1, 13), endDate: on(year, 1, 19) },
    { name: 'Great Summer Sale', startDate: on(year, 5, 1), endDate: on(year, 5, 6) },
    { name: 'Prime Day', startDate: on(year, 7, 12), endDate: on(year, 7, 14) },
    { name: 'Great Freedom Festival', startDate: on(year, 8, 1), endDate: on(year, 8, 6) },
    {
      name: 'Great Indian Festival',
      startDate: on(year, 9, 23),
      // It ends before the Diwali sale begins, in the years Diwali comes early.
      endDate: festivalEnd < diwaliSale.startDate ? festivalEnd : addDays(diwaliSale.startDate, -1),
    },
    diwaliSale,
  ];
}

/**
 * The usual calendar of sale events with a day between `from` and `to`, oldest first: what the
 * demo seeds put in the operators' calendar (and shape the demo prices by). The site's verdicts
 * read the operators' calendar, never this.
 */
export function typicalSaleEvents(from: IstDay, to: IstDay): SaleEventDates[] {
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  const events: SaleEventDates[] = [];
  for (let year = first; year <= last; year++) events.push(...editionsOf(year));
  return events.filter((event) => event.endDate >= from && event.startDate <= to);
}

import { addDays, type IstDay } from './ist-days';

/** The fixed clock of these tests: noon in India on 27 Nov 2026. */
export const NOW = new Date('2026-11-27T06:30:00Z');
export const TODAY: IstDay = '2026-11-27';

export interface TestPoint {
  price: number;
  observedAt: string;
  source: string;
}

/** A point at noon in India on `day`. */
export const pointOn = (day: IstDay, price: number): TestPoint => ({
  price,
  observedAt: `${day}T06:30:00.000Z`,
  source: 'seed',
});

/** One point a day, the last one today: `prices[0]` is `prices.length - 1` days ago. */
export function dailyHistory(prices: readonly number[], today: IstDay = TODAY): TestPoint[] {
  return prices.map((price, i) => pointOn(addDays(today, i - (prices.length - 1)), price));
}

/** `days` days at `price`. */
export const flat = (price: number, days: number): number[] => Array<number>(days).fill(price);

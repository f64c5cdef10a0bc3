import type { SimulatedProduct } from './simulated-product';

/** Deterministic numbers in [0, 1) from a string (FNV-1a, then one mulberry32 step). */
export function unitHash(seed: string): number {
  let state = 0x811c9dc5;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 0x01000193) >>> 0;
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

export interface DriftOptions {
  /** Length of one pricing period; the price may change at the start of each. */
  periodMs: number;
  /** Share of periods that start with a new price. */
  changeProbability?: number;
  /** Largest move away from the base price, as a fraction. */
  amplitude?: number;
}

export const DEFAULT_DRIFT: Required<DriftOptions> = {
  periodMs: 60 * 60 * 1000,
  changeProbability: 0.2,
  amplitude: 0.06,
};

/** Every 48th period changes price for sure, so finding the last change is a short walk. */
const FORCED_CHANGE_EVERY = 48;
const REVIEWS_SINCE = Date.UTC(2026, 10, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

function isChange(asin: string, period: number, options: Required<DriftOptions>): boolean {
  return (
    period % FORCED_CHANGE_EVERY === 0 ||
    unitHash(`${asin}:change:${period}`) < options.changeProbability
  );
}

function levelAt(product: SimulatedProduct, period: number, amplitude: number): number {
  const factor = 1 + amplitude * (2 * unitHash(`${product.asin}:level:${period}`) - 1);
  const sale = unitHash(`${product.asin}:sale:${period}`) < 0.08 ? 0.92 : 1;
  // Shelf prices end in 90 (₹54,990), as Indian retail prices usually do.
  const price = Math.round((product.basePrice * factor * sale) / 100) * 100 - 10;
  return Math.max(price, 90);
}

function changePeriodAt(asin: string, period: number, options: Required<DriftOptions>): number {
  let current = period;
  while (!isChange(asin, current, options)) current--;
  return current;
}

/** The shelf price at time `at`, whole rupees, the same for the same product and time. */
export function priceAt(product: SimulatedProduct, at: number, drift: DriftOptions): number {
  const options = { ...DEFAULT_DRIFT, ...drift };
  const period = Math.floor(at / options.periodMs);
  return levelAt(product, changePeriodAt(product.asin, period, options), options.amplitude);
}

/** The price changes between two times as [time, price] pairs, starting with the price at `from`. */
export function priceChanges(
  product: SimulatedProduct,
  from: number,
  to: number,
  drift: DriftOptions,
): [number, number][] {
  const options = { ...DEFAULT_DRIFT, ...drift };
  const first = Math.floor(from / options.periodMs);
  const last = Math.floor(to / options.periodMs);
  const changes: [number, number][] = [[from, priceAt(product, from, options)]];
  for (let period = first + 1; period <= last; period++) {
    if (!isChange(product.asin, period, options)) continue;
    const price = levelAt(product, period, options.amplitude);
    if (price !== changes[changes.length - 1][1]) changes.push([period * options.periodMs, price]);
  }
  return changes;
}

/** Reviews keep coming in: a few a day from 1 Nov 2026 on. */
export function reviewCountAt(product: SimulatedProduct, at: number): number {
  if (product.rating === null) return 0;
  const perDay = Math.floor(unitHash(`${product.asin}:reviews`) * 4);
  return product.reviewCount + Math.max(0, Math.floor(((at - REVIEWS_SINCE) / DAY_MS) * perDay));
}

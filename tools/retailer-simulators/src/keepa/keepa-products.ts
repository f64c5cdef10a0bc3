import { priceAt, priceChanges, reviewCountAt, type DriftOptions } from '../products/price-drift';
import type { SimulatedProduct } from '../products/simulated-product';
import { toKeepaMinute } from './keepa-time';

/** csv indices used here (Product.java CsvType). */
export const CSV = {
  AMAZON: 0,
  NEW: 1,
  SALES: 3,
  LISTPRICE: 4,
  RATING: 16,
  COUNT_REVIEWS: 17,
} as const;
const CSV_LENGTH = 36;
const LAPTOPS_CATEGORY = 1375424031;
const ROOT_CATEGORY = 976392031;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the simulated tracking goes. */
const TRACKED_DAYS = 90;

export interface ProductRequest {
  /** Keepa's own last refresh of this product (unix ms). */
  refreshedAt: number;
  days?: number;
  history: boolean;
  rating: boolean;
  stats: boolean;
  drift: DriftOptions;
}

const paise = (rupees: number) => rupees * 100;

function series(changes: [number, number][]): number[] {
  return changes.flatMap(([at, value]) => [toKeepaMinute(at), value]);
}

/** Keepa's answer for an asin it does not track: productType 4 (INVALID), nothing else. */
export function unknownProduct(asin: string): Record<string, unknown> {
  return { asin, domainId: 10, productType: 4, csv: null };
}

/** A /product entry: paise, -1 for no offer, Keepa minutes, csv histories, optional stats. */
export function keepaProduct(
  product: SimulatedProduct,
  request: ProductRequest,
): Record<string, unknown> {
  const at = request.refreshedAt;
  const from = Math.max(
    at - TRACKED_DAYS * DAY_MS,
    request.days !== undefined ? at - request.days * DAY_MS : -Infinity,
  );
  const available = product.available !== false;
  const changes = available
    ? priceChanges(product, from, at, request.drift).map(([time, price]): [number, number] => [
        time,
        paise(price),
      ])
    : [[from, -1] as [number, number]];
  const current = available ? paise(priceAt(product, at, request.drift)) : -1;
  const listPrice = product.listPrice === null ? -1 : paise(product.listPrice);
  const rating = request.rating ? product.rating : null;
  const reviews = reviewCountAt(product, at);

  const csv: (number[] | null)[] = Array.from({ length: CSV_LENGTH }, () => null);
  csv[CSV.AMAZON] = series(changes);
  csv[CSV.NEW] = series(changes);
  csv[CSV.SALES] = [toKeepaMinute(from), 900 + Math.round(product.basePrice / 1000)];
  csv[CSV.LISTPRICE] = [toKeepaMinute(from), listPrice];
  if (rating !== null) {
    csv[CSV.RATING] = [toKeepaMinute(from), Math.round(rating * 10)];
    csv[CSV.COUNT_REVIEWS] = [toKeepaMinute(from), product.reviewCount, toKeepaMinute(at), reviews];
  }

  const entry: Record<string, unknown> = {
    asin: product.asin,
    domainId: 10,
    productType: 0,
    title: product.title,
    brand: product.brand,
    rootCategory: ROOT_CATEGORY,
    categories: [LAPTOPS_CATEGORY],
    trackingSince: toKeepaMinute(at - TRACKED_DAYS * DAY_MS),
    lastUpdate: toKeepaMinute(at),
    lastPriceChange: changes.length > 0 ? toKeepaMinute(changes[changes.length - 1][0]) : -1,
    lastRatingUpdate: rating !== null ? toKeepaMinute(at) : -1,
    availabilityAmazon: available ? 0 : -1,
    images: [
      {
        l: `${product.asin}SIM.jpg`,
        lH: 1500,
        lW: 1500,
        m: `${product.asin}SIMm.jpg`,
        mH: 500,
        mW: 500,
      },
    ],
  };
  if (request.history) entry.csv = csv;
  if (request.stats) {
    const values = changes.map(([, value]) => value).filter((value) => value >= 0);
    const currentArray = Array.from({ length: CSV_LENGTH }, () => -1);
    currentArray[CSV.AMAZON] = current;
    currentArray[CSV.NEW] = current;
    currentArray[CSV.LISTPRICE] = listPrice;
    if (rating !== null) {
      currentArray[CSV.RATING] = Math.round(rating * 10);
      currentArray[CSV.COUNT_REVIEWS] = reviews;
    }
    const avg = values.length
      ? Math.round(values.reduce((sum, value) => sum + value, 0) / values.length)
      : -1;
    const extreme = (pick: (a: number, b: number) => boolean) => {
      const found = changes
        .filter(([, value]) => value >= 0)
        .reduce<[number, number] | null>(
          (best, point) => (best === null || pick(point[1], best[1]) ? point : best),
          null,
        );
      return found ? [toKeepaMinute(found[0]), found[1]] : null;
    };
    const min = Array.from({ length: CSV_LENGTH }, () => null as number[] | null);
    const max = Array.from({ length: CSV_LENGTH }, () => null as number[] | null);
    min[CSV.AMAZON] = min[CSV.NEW] = extreme((a, b) => a < b);
    max[CSV.AMAZON] = max[CSV.NEW] = extreme((a, b) => a > b);
    const averages = Array.from({ length: CSV_LENGTH }, () => -1);
    averages[CSV.AMAZON] = averages[CSV.NEW] = avg;
    entry.stats = {
      current: currentArray,
      avg: averages,
      avg90: averages,
      min,
      max,
      isLowest: currentArray.map((value, i) => value >= 0 && min[i]?.[1] === value),
      lastOffersUpdate: -1,
      buyBoxPrice: -2,
    };
  }
  return entry;
}

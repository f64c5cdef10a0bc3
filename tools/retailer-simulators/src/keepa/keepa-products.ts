import type { ProductImages } from '../images/product-images';
import { priceAt, priceChanges, reviewCountAt, type DriftOptions } from '../products/price-drift';
import {
  availabilityOf,
  colourOf,
  featuresOf,
  modelOf,
  releaseDateOf,
  weightGramsOf,
} from '../products/product-details';
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
  images: ProductImages;
}

/** An out-of-stock product's offer went away this long before Keepa's last refresh. */
const OUT_OF_STOCK_FOR_MS = 3 * 24 * 60 * 60 * 1000;

const paise = (rupees: number) => rupees * 100;

function series(changes: [number, number][]): number[] {
  return changes.flatMap(([at, value]) => [toKeepaMinute(at), value]);
}

/** Keepa's answer for an asin it does not track: productType 4 (INVALID), nothing else. */
export function unknownProduct(asin: string): Record<string, unknown> {
  return { asin, domainId: 10, productType: 4, csv: null };
}

const released = (product: SimulatedProduct) => Date.parse(`${releaseDateOf(product)}T00:00:00Z`);

/** What Keepa knows of the listing itself: names, bullets, pictures, weight, category tree. */
function catalogueFields(
  product: SimulatedProduct,
  images: ProductImages,
): Record<string, unknown> {
  const features = featuresOf(product);
  const pictures = images.keepaImages(product.asin);
  const grams = weightGramsOf(product);
  return {
    manufacturer: product.brand,
    model: product.partNumber ?? modelOf(product),
    partNumber: product.partNumber ?? null,
    color: colourOf(product),
    productGroup: 'Personal Computer',
    websiteDisplayGroup: 'pc_display_on_website',
    categoryTree: [
      { catId: ROOT_CATEGORY, name: 'Computers & Accessories' },
      { catId: LAPTOPS_CATEGORY, name: 'Laptops' },
    ],
    features,
    description: `${product.brand} ${modelOf(product)}. ${features.join('. ')}.`.slice(0, 2000),
    // Names on Amazon's media host: https://<media host>/images/I/<name>.
    images: pictures,
    // The pre-2026-04-20 field some clients still read: the large names, comma-separated.
    imagesCSV: pictures.map(({ l }) => l).join(','),
    itemWeight: grams ?? -1,
    releaseDate: Number(releaseDateOf(product).replaceAll('-', '')),
    listedSince: toKeepaMinute(released(product)),
  };
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
  const state = availabilityOf(product);
  const available = state === 'IN_STOCK';
  // In stock: the drifting price. Out of stock: priced until a few days ago, then -1 (no offer).
  // Unavailable: no offer in the whole tracked window.
  const pricedUntil = state === 'OUT_OF_STOCK' ? Math.max(from, at - OUT_OF_STOCK_FOR_MS) : at;
  const changes: [number, number][] =
    state === 'UNAVAILABLE'
      ? [[from, -1]]
      : priceChanges(product, from, pricedUntil, request.drift).map(
          ([time, price]): [number, number] => [time, paise(price)],
        );
  if (state === 'OUT_OF_STOCK') changes.push([pricedUntil, -1]);
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
    ...catalogueFields(product, request.images),
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

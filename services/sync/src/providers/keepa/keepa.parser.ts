import type {
  Availability,
  LaptopImage,
  OfferlessObservation,
  PriceObservation,
  SyncRunError,
} from '@bli/contracts';
import type { ListingInput } from '@bli/domain';
import { pictures } from '../retailer-images';
import { fromKeepaMinute, paiseToRupees } from './keepa-time';
import type { KeepaProduct } from './keepa.types';

/** Amazon's media host, where Keepa's image names live (docs/retailer-apis.md §B3). */
export const AMAZON_MEDIA_BASE_URL = 'https://m.media-amazon.com/images/I/';

/** csv / stats indices (Product.java CsvType). */
export const KEEPA_CSV = {
  AMAZON: 0,
  NEW: 1,
  LISTPRICE: 4,
  RATING: 16,
  COUNT_REVIEWS: 17,
} as const;

/** Price points sent per product from its history, newest first (the rest is older news). */
const MAX_HISTORY_POINTS = 50;

/** [t, v, t, v, …] → points; `-1` (no offer) stays in so callers can tell gaps. */
export function seriesPoints(series: number[] | null | undefined): { at: Date; value: number }[] {
  if (!series) return [];
  const points: { at: Date; value: number }[] = [];
  for (let i = 0; i + 1 < series.length; i += 2) {
    points.push({ at: fromKeepaMinute(series[i]), value: series[i + 1] });
  }
  return points;
}

function lastValue(series: number[] | null | undefined): number | undefined {
  return series && series.length >= 2 ? series[series.length - 1] : undefined;
}

function currentValue(product: KeepaProduct, index: number): number {
  return product.stats?.current?.[index] ?? lastValue(product.csv?.[index]) ?? -1;
}

/** The current price in whole rupees (Amazon's own offer, else the lowest new one), or null. */
export function keepaCurrentPrice(product: KeepaProduct): number | null {
  const value = [KEEPA_CSV.AMAZON, KEEPA_CSV.NEW]
    .map((i) => currentValue(product, i))
    .find((v) => v > 0);
  return value === undefined ? null : paiseToRupees(value);
}

/** availabilityAmazon values that mean "listed, but not to be had right now". */
const NOT_NOW = new Set([1, 3, 4]);

/**
 * Keepa's fields → availability: a current price (Amazon's or a new offer) is "in_stock"; a
 * pre-order, back-order or delayed Amazon offer, or a price seen earlier in the history that
 * has gone (-1), is "out_of_stock"; no price anywhere in the window is "unavailable".
 */
export function keepaAvailability(product: KeepaProduct): Availability {
  const priced = [KEEPA_CSV.AMAZON, KEEPA_CSV.NEW].some((i) => currentValue(product, i) > 0);
  if (priced) return 'in_stock';
  if (NOT_NOW.has(product.availabilityAmazon ?? -1)) return 'out_of_stock';
  const pricedBefore = [KEEPA_CSV.AMAZON, KEEPA_CSV.NEW].some((i) =>
    seriesPoints(product.csv?.[i]).some(({ value }) => value > 0),
  );
  return pricedBefore ? 'out_of_stock' : 'unavailable';
}

/**
 * Keepa's image names → pictures on the media host (`<base><name>`), medium then large. Only
 * `images` carries sizes; the older `imagesCSV` (names only) cannot fill the contract's width and
 * height, so it is not read. Undefined when the answer has no `images` field at all.
 */
export function keepaImages(product: KeepaProduct, baseUrl: string): LaptopImage[] | undefined {
  if (!Array.isArray(product.images)) return undefined;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const url = (name: string | undefined) => (name ? `${base}${name}` : undefined);
  return pictures(
    product.images.map((image) => [
      { url: url(image.m), width: image.mW, height: image.mH },
      { url: url(image.l), width: image.lW, height: image.lH },
    ]),
  );
}

/** What the listing parser reads from a Keepa product: its catalogue fields. */
export function keepaListingInput(product: KeepaProduct): ListingInput {
  const weight = product.itemWeight;
  return {
    title: product.title ?? '',
    brand: product.brand ?? null,
    features: product.features ?? [],
    technicalInfo: {
      ...(product.model ? { model: product.model } : {}),
      ...(product.partNumber ? { partNumber: product.partNumber } : {}),
      ...(typeof weight === 'number' && weight > 0 ? { itemWeight: weight } : {}),
    },
  };
}

export interface ParsedKeepaProduct {
  observations: PriceObservation[];
  /** A product Keepa knows with no current offer: its availability and pictures. */
  offerless?: OfferlessObservation;
  error?: SyncRunError;
}

/**
 * One Keepa product → observations: the current price (Amazon's own offer, else the lowest new
 * one) at Keepa's last update, list price, rating (×10) and review count from their series, and
 * the price changes since `since` from the csv history. Paise become whole rupees; -1 is no offer.
 */
export function parseKeepaProduct(
  product: KeepaProduct,
  options: { since?: Date; fallbackTime: Date; imageBaseUrl?: string },
): ParsedKeepaProduct {
  const { asin } = product;
  if (product.productType !== 0) {
    return {
      observations: [],
      error: {
        asin,
        code: product.productType === 4 ? 'KeepaInvalidProduct' : 'KeepaNoPrices',
        message: `Keepa has no prices for this product (productType ${product.productType ?? 'missing'})`,
      },
    };
  }
  const observedAt =
    product.lastUpdate !== undefined && product.lastUpdate > 0
      ? fromKeepaMinute(product.lastUpdate)
      : options.fallbackTime;
  const images = keepaImages(product, options.imageBaseUrl ?? AMAZON_MEDIA_BASE_URL);
  const availability = keepaAvailability(product);
  const seriesIndex = [KEEPA_CSV.AMAZON, KEEPA_CSV.NEW].find((i) => currentValue(product, i) > 0);
  if (seriesIndex === undefined) {
    return {
      observations: [],
      offerless: {
        asin,
        availability,
        ...(images ? { images } : {}),
        observedAt: observedAt.toISOString(),
        source: 'keepa',
      },
      error: { asin, code: 'NoOffer', message: 'Keepa shows no offer (-1)' },
    };
  }
  const currentPrice = paiseToRupees(currentValue(product, seriesIndex));
  const list = currentValue(product, KEEPA_CSV.LISTPRICE);
  const rating = lastValue(product.csv?.[KEEPA_CSV.RATING]) ?? -1;
  const reviews = lastValue(product.csv?.[KEEPA_CSV.COUNT_REVIEWS]) ?? -1;

  const current: PriceObservation = {
    asin,
    currentPrice,
    originalPrice: list > 0 && paiseToRupees(list) > currentPrice ? paiseToRupees(list) : null,
    ...(rating >= 0 && rating <= 50 ? { rating: rating / 10 } : {}),
    ...(reviews >= 0 ? { reviewCount: reviews } : {}),
    availability,
    ...(images ? { images } : {}),
    observedAt: observedAt.toISOString(),
    source: 'keepa',
  };
  const history = seriesPoints(product.csv?.[seriesIndex])
    .filter(
      ({ at, value }) => value > 0 && at < observedAt && (!options.since || at > options.since),
    )
    .slice(-MAX_HISTORY_POINTS)
    .map(({ at, value }): PriceObservation => ({
      asin,
      currentPrice: paiseToRupees(value),
      observedAt: at.toISOString(),
      source: 'keepa',
    }));
  return { observations: [...history, current] };
}

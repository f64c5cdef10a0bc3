import type { PriceObservation, SyncRunError } from '@bli/contracts';
import { fromKeepaMinute, paiseToRupees } from './keepa-time';
import type { KeepaProduct } from './keepa.types';

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

export interface ParsedKeepaProduct {
  observations: PriceObservation[];
  error?: SyncRunError;
}

/**
 * One Keepa product → observations: the current price (Amazon's own offer, else the lowest new
 * one) at Keepa's last update, list price, rating (×10) and review count from their series, and
 * the price changes since `since` from the csv history. Paise become whole rupees; -1 is no offer.
 */
export function parseKeepaProduct(
  product: KeepaProduct,
  options: { since?: Date; fallbackTime: Date },
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
  const seriesIndex = [KEEPA_CSV.AMAZON, KEEPA_CSV.NEW].find((i) => currentValue(product, i) > 0);
  if (seriesIndex === undefined) {
    return {
      observations: [],
      error: { asin, code: 'NoOffer', message: 'Keepa shows no offer (-1)' },
    };
  }
  const observedAt =
    product.lastUpdate !== undefined && product.lastUpdate > 0
      ? fromKeepaMinute(product.lastUpdate)
      : options.fallbackTime;
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

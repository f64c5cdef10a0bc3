import { z } from 'zod';
import { isoDateTimeSchema, rupeesSchema, slugSchema } from '../common/primitives.schema';
import {
  buyAdviceSchema,
  discountCheckSchema,
  goodDealSchema,
  saleEventLowSchema,
} from './price-verdicts.schema';

export const PRICE_SOURCES = ['creators-api', 'keepa', 'admin', 'seed'] as const;
export const priceSourceSchema = z.enum(PRICE_SOURCES);
export type PriceSource = z.infer<typeof priceSourceSchema>;

export const pricePointSchema = z.object({
  observedAt: isoDateTimeSchema,
  price: rupeesSchema,
  source: priceSourceSchema,
});
export type PricePoint = z.infer<typeof pricePointSchema>;

/** How much history a call asks for: the last 30, 90 or 365 days (India's, today included), or all. */
export const PRICE_HISTORY_RANGES = ['30', '90', '365', 'all'] as const;
export const priceHistoryRangeSchema = z.enum(PRICE_HISTORY_RANGES, {
  error: `days must be one of: ${PRICE_HISTORY_RANGES.join(', ')}`,
});
export type PriceHistoryRange = z.infer<typeof priceHistoryRangeSchema>;

/** `GET /api/laptops/slug/{slug}/price-history?days=`: 90 days unless asked otherwise. */
export const priceHistoryRequestSchema = z.object({
  slug: slugSchema,
  days: priceHistoryRangeSchema.default('90'),
});

/**
 * `GET /api/laptops/slug/{slug}/price-history`: the points of the range asked, and what the whole
 * history says (docs/deal-verdicts.md): every figure and verdict reads all of it, whatever the
 * range, with outliers (single-day spikes) left out of them.
 */
export const priceHistorySchema = z.object({
  laptopId: z.number().int().positive(),
  slug: z.string(),
  currentPrice: rupeesSchema,
  lastUpdated: isoDateTimeSchema,
  /** The range the points cover. */
  days: priceHistoryRangeSchema,
  /** Every price observed in the range, oldest first. */
  points: z.array(pricePointSchema),
  /** The points of the range on outlier days: drawn, but counted in no figure. */
  outliers: z.array(pricePointSchema),
  /** The lowest price recorded, outliers left out. */
  lowestEver: pricePointSchema.nullable(),
  /** True when an outlier went lower than `lowestEver`: say it was left out. */
  lowestEverExcludesOutliers: z.boolean(),
  median90Days: rupeesSchema.nullable(),
  highest180Days: rupeesSchema.nullable(),
  /** Days from the first recorded price to today. */
  historyDays: z.number().int().nonnegative(),
  discountCheck: discountCheckSchema,
  goodDeal: goodDealSchema,
  /** The lowest price in each sale event that has begun and that the history covers, newest first. */
  saleEventLows: z.array(saleEventLowSchema),
  advice: buyAdviceSchema,
  /** False when the sale calendar could not be read: no sale lows, no "Likely to drop". */
  calendarAvailable: z.boolean(),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

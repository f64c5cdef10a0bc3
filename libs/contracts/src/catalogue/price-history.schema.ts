import { z } from 'zod';
import { isoDateTimeSchema, rupeesSchema } from '../common/primitives.schema';

export const PRICE_SOURCES = ['creators-api', 'keepa', 'admin', 'seed'] as const;
export const priceSourceSchema = z.enum(PRICE_SOURCES);
export type PriceSource = z.infer<typeof priceSourceSchema>;

export const pricePointSchema = z.object({
  observedAt: isoDateTimeSchema,
  price: rupeesSchema,
  source: priceSourceSchema,
});
export type PricePoint = z.infer<typeof pricePointSchema>;

/** `GET /api/laptops/slug/{slug}/price-history`: the last 90 days and what they say. */
export const priceHistorySchema = z.object({
  laptopId: z.number().int().positive(),
  slug: z.string(),
  currentPrice: rupeesSchema,
  lastUpdated: isoDateTimeSchema,
  points: z.array(pricePointSchema),
  lowestEver: pricePointSchema.nullable(),
  median90Days: rupeesSchema.nullable(),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

import { z } from 'zod';
import { slugSchema } from '../common/primitives.schema';
import { laptopDetailSchema, laptopPageSchema } from './laptop.schema';
import { priceHistoryRangeSchema, priceHistorySchema } from './price-history.schema';

/** `GET /api/laptops/slug/{slug}/bundle?days=`: the history's range, 90 days unless asked otherwise. */
export const laptopBundleRequestSchema = z.object({
  slug: slugSchema,
  days: priceHistoryRangeSchema.default('90'),
});

/**
 * What a laptop's page reads of the catalogue, in one call: the laptop (its `GET
 * /api/laptops/slug/{slug}` answer), its price history (`…/price-history?days=`) and the first
 * BUNDLE_SIMILAR_PAGE_SIZE laptops of its range (`GET /api/laptops/price-range/{id}`). The two
 * extras are null when they could not be read (or, for `similar`, without a range): the page
 * shows the laptop without them.
 */
export const laptopBundleSchema = z.object({
  laptop: laptopDetailSchema,
  history: priceHistorySchema.nullable(),
  similar: laptopPageSchema.nullable(),
});
export type LaptopBundle = z.infer<typeof laptopBundleSchema>;

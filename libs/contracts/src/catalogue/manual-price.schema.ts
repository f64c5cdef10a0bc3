import { z } from 'zod';
import { asinSchema, MAX_PRICE_RUPEES } from '../common/primitives.schema';

/** Body of `PUT /api/admin/laptops/{asin}/price`: a price an operator saw, in whole rupees. */
export const manualPriceSchema = z.object({
  price: z
    .number({ error: 'price is required and must be a whole number of rupees' })
    .int({ error: 'price must be a whole number of rupees' })
    .positive({ error: 'price must be greater than 0' })
    .max(MAX_PRICE_RUPEES, { error: `price must be at most ${MAX_PRICE_RUPEES}` }),
});
export type ManualPrice = z.infer<typeof manualPriceSchema>;

/**
 * `catalogue.laptops.set-price`: recorded as an observation of source "admin" at the time it
 * arrives, through the same path as sync's observations (history point, lastUpdated, range).
 */
export const setManualPriceRequestSchema = manualPriceSchema.extend({ asin: asinSchema });

import { z } from 'zod';
import { rupeesSchema } from '../common/primitives.schema';

const count = z.number().int().nonnegative();

/** `GET /api/admin/stats`: the admin dashboard's four stat cards (docs/product-rules.md §2), counted in SQL. */
export const catalogueStatsSchema = z.object({
  /** Every laptop, active or not. */
  totalLaptops: count,
  activeLaptops: count,
  /** Active laptops marked featured (what the home page can show). */
  featuredLaptops: count,
  /** Active price ranges. */
  priceRanges: count,
  /** Deals shoppers see now: active and not expired. */
  activeDeals: count,
  /** Mean currentPrice of the active laptops in whole rupees; null when there are none. */
  averageCurrentPrice: rupeesSchema.nullable(),
});
export type CatalogueStats = z.infer<typeof catalogueStatsSchema>;

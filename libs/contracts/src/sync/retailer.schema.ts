import { z } from 'zod';
import { observationSourceSchema } from '../catalogue/price-observation.schema';
import { MAX_PRICE_RUPEES, typedText } from '../common/primitives.schema';
import { asinListSchema } from './sync.schema';

const rupeesParam = (field: string) =>
  z.coerce
    .number({ error: `${field} must be whole rupees` })
    .int({ error: `${field} must be whole rupees` })
    .min(0, { error: `${field} must not be negative` })
    .max(MAX_PRICE_RUPEES, { error: `${field} must be at most ${MAX_PRICE_RUPEES}` });

/** Result pages a search can reach: the Creators API serves 10 pages of 10 items. */
export const RETAILER_SEARCH_MAX_PAGE = 10;

/** `GET /api/admin/retailer/search?q=&minPrice=&maxPrice=&page=`: laptops at the retailer. */
export const retailerSearchQuerySchema = z
  .object({
    q: typedText('q', 200).trim().min(2, { error: 'q must be at least 2 characters' }),
    minPrice: rupeesParam('minPrice').optional(),
    maxPrice: rupeesParam('maxPrice').optional(),
    page: z.coerce
      .number({ error: `page must be a whole number from 1 to ${RETAILER_SEARCH_MAX_PAGE}` })
      .int({ error: `page must be a whole number from 1 to ${RETAILER_SEARCH_MAX_PAGE}` })
      .min(1, { error: `page must be a whole number from 1 to ${RETAILER_SEARCH_MAX_PAGE}` })
      .max(RETAILER_SEARCH_MAX_PAGE, {
        error: `page must be a whole number from 1 to ${RETAILER_SEARCH_MAX_PAGE}`,
      })
      .default(1),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    path: ['minPrice'],
    error: 'minPrice must not be greater than maxPrice',
  });
export type RetailerSearchQuery = z.input<typeof retailerSearchQuerySchema>;

export const retailerProductSchema = z.object({
  asin: z.string(),
  title: z.string(),
  brand: z.string().nullable(),
  /** The primary picture as the API serves it (hot-linked), or null. */
  imageUrl: z.string().nullable(),
  /** Whole rupees; null without an offer. */
  price: z.number().int().nonnegative().nullable(),
  inCatalogue: z.boolean(),
  /** The catalogue laptop's slug when it is already there. */
  laptopSlug: z.string().optional(),
});
export type RetailerProduct = z.infer<typeof retailerProductSchema>;

export const retailerSearchResultSchema = z.object({
  products: z.array(retailerProductSchema),
  /** Which API answered: Amazon's Creators API when the account is eligible, else Keepa. */
  source: observationSourceSchema,
  page: z.number().int().positive(),
  hasMore: z.boolean(),
});
export type RetailerSearchResult = z.infer<typeof retailerSearchResultSchema>;

/** Laptops an operator may import at once. */
export const MAX_IMPORT_ASINS = 10;

/** Body of `POST /api/admin/laptops/import`. */
export const importRequestSchema = z.object({
  asins: asinListSchema.refine((asins) => asins.length >= 1 && asins.length <= MAX_IMPORT_ASINS, {
    error: `asins must hold 1 to ${MAX_IMPORT_ASINS} ASINs`,
  }),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

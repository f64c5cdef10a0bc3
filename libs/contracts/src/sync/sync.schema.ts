import { z } from 'zod';
import { observationSourceSchema } from '../catalogue/price-observation.schema';
import { ASIN_PATTERN, idSchema, isoDateTimeSchema } from '../common/primitives.schema';

/** How long a sync request waits for its run before answering with what is done so far. */
export const DEFAULT_SYNC_WAIT_MS = 20_000;
export const MAX_SYNC_WAIT_MS = 55_000;
const waitMsSchema = z.number().int().min(0).max(MAX_SYNC_WAIT_MS).optional();

export const SYNC_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export const syncRunStatusSchema = z.enum(SYNC_RUN_STATUSES);
export type SyncRunStatus = z.infer<typeof syncRunStatusSchema>;

/** What a run covers: the scheduled refresh, one price range, or a list of asins. */
export const SYNC_RUN_KINDS = ['scheduled', 'price-range', 'asins'] as const;
export const syncRunKindSchema = z.enum(SYNC_RUN_KINDS);
export type SyncRunKind = z.infer<typeof syncRunKindSchema>;

/** Body of `POST /api/laptops/sync` (docs/product-rules.md §7): useKeepa off means Amazon's own API. */
export const priceRangeSyncRequestSchema = z.object({
  priceRangeId: idSchema,
  useKeepa: z.boolean({ error: 'useKeepa must be true or false' }).default(false),
  waitMs: waitMsSchema,
});
export type PriceRangeSyncRequest = z.input<typeof priceRangeSyncRequestSchema>;

export const priceRangeSyncResultSchema = z.object({
  message: z.string(),
  source: observationSourceSchema,
  /** The recorded sync run; null when there was nothing to sync. */
  runId: z.number().int().positive().nullable(),
  /** `running` when the run goes on after this answer. */
  status: syncRunStatusSchema,
  productsProcessed: z.number().int().nonnegative(),
});
export type PriceRangeSyncResult = z.infer<typeof priceRangeSyncResultSchema>;

/** Asins as typed by a person: trimmed and upper-cased; every malformed one is named as typed. */
export const asinListSchema = z
  .array(
    // The pattern documents (in OpenAPI) what the check below accepts; the check names the bad ones.
    z
      .string({ error: 'asins must be a list of ASINs' })
      .meta({ pattern: '^\\s*[A-Za-z0-9]{10}\\s*$' }),
    { error: 'asins must be a list of ASINs' },
  )
  .max(20_000, { error: 'asins must hold at most 20000 ASINs' })
  .superRefine((asins, ctx) => {
    const malformed = asins.filter((asin) => !ASIN_PATTERN.test(asin.trim().toUpperCase()));
    if (malformed.length > 0) {
      const named = malformed.slice(0, 20).map((asin) => JSON.stringify(asin));
      ctx.addIssue({
        code: 'custom',
        message: `Malformed ASINs: ${named.join(', ')}${malformed.length > 20 ? ', …' : ''}`,
      });
    }
  })
  .transform((asins) => [...new Set(asins.map((asin) => asin.trim().toUpperCase()))]);

/** Body of `POST /api/keepa/sync`; without asins every active laptop is synced. */
export const keepaSyncRequestSchema = z.object({
  asins: asinListSchema.optional(),
  waitMs: waitMsSchema,
});
export type KeepaSyncRequest = z.input<typeof keepaSyncRequestSchema>;

export const keepaSyncResultSchema = z.object({
  productsProcessed: z.number().int().nonnegative(),
  runId: z.number().int().positive(),
  status: syncRunStatusSchema,
  message: z.string(),
  /** Requested asins that are not in the catalogue (not synced). */
  unknownAsins: z.array(z.string()),
});
export type KeepaSyncResult = z.infer<typeof keepaSyncResultSchema>;

/** `GET /api/keepa/tokens` (docs/product-rules.md §3 "Price-history token status"). */
export const keepaTokenStatusSchema = z.object({
  tokensLeft: z.number().int(),
  /** Minutes until the next refill (until the balance is positive again when it is negative). */
  refillIn: z.number().int().nonnegative(),
  /** Tokens added per minute by the plan. */
  refillRate: z.number().nonnegative(),
});
export type KeepaTokenStatus = z.infer<typeof keepaTokenStatusSchema>;

/** A whole-rupee query parameter: digits in a query string, a number over NATS. */
const rupeesParam = (field: string) =>
  z
    .union([z.number(), z.string().regex(/^\d+$/)], {
      error: `${field} must be a whole number of rupees`,
    })
    .transform(Number)
    .pipe(
      z
        .number()
        .int({ error: `${field} must be a whole number of rupees` })
        .nonnegative({ error: `${field} must not be negative` })
        .max(10_000_000, { error: `${field} must be at most 10000000` }),
    );

/** `GET /api/keepa/search?priceMin=&priceMax=`: Keepa's product finder by current price. */
export const keepaSearchQuerySchema = z
  .object({ priceMin: rupeesParam('priceMin'), priceMax: rupeesParam('priceMax') })
  .refine((value) => value.priceMin <= value.priceMax, {
    path: ['priceMin'],
    error: 'priceMin must not be greater than priceMax',
  });
export type KeepaSearchQuery = z.output<typeof keepaSearchQuerySchema>;

export const keepaSearchResultSchema = z.object({
  products: z.array(
    z.object({
      asin: z.string(),
      /** Whether the laptop is already in our catalogue. */
      inCatalogue: z.boolean(),
    }),
  ),
  /** Matches in Keepa, of which the first page is listed. */
  totalResults: z.number().int().nonnegative(),
});
export type KeepaSearchResult = z.infer<typeof keepaSearchResultSchema>;

export const syncRunErrorSchema = z.object({
  asin: z.string().optional(),
  code: z.string(),
  message: z.string(),
});
export type SyncRunError = z.infer<typeof syncRunErrorSchema>;

/** One recorded run, for the admin's Recent Activity. */
export const syncRunSchema = z.object({
  id: z.number().int().positive(),
  kind: syncRunKindSchema,
  /** The source asked for: auto picks the Creators API when it answers, Keepa otherwise. */
  requestedSource: z.enum(['auto', 'creators-api', 'keepa']),
  /** The source(s) actually used. */
  sources: z.array(observationSourceSchema),
  priceRangeId: z.number().int().positive().nullable(),
  asinCount: z.number().int().nonnegative().nullable(),
  status: syncRunStatusSchema,
  createdAt: isoDateTimeSchema,
  startedAt: isoDateTimeSchema.nullable(),
  finishedAt: isoDateTimeSchema.nullable(),
  productsTotal: z.number().int().nonnegative(),
  productsProcessed: z.number().int().nonnegative(),
  pricePointsAdded: z.number().int().nonnegative(),
  errorCount: z.number().int().nonnegative(),
  /** The first errors (capped); errorCount has them all. */
  errors: z.array(syncRunErrorSchema),
  message: z.string().nullable(),
  keepaTokensSpent: z.number().int().nonnegative(),
  creatorsApiRequests: z.number().int().nonnegative(),
});
export type SyncRun = z.infer<typeof syncRunSchema>;
export const syncRunListSchema = z.array(syncRunSchema);

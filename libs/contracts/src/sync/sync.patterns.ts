import { z } from 'zod';
import { definePattern } from '../common/pattern';
import {
  keepaSearchQuerySchema,
  keepaSearchResultSchema,
  keepaSyncRequestSchema,
  keepaSyncResultSchema,
  keepaTokenStatusSchema,
  priceRangeSyncRequestSchema,
  priceRangeSyncResultSchema,
  syncRunListSchema,
} from './sync.schema';
import { importResultSchema, operatorSchema } from '../catalogue/laptop-editor.schema';
import {
  importRequestSchema,
  retailerSearchQuerySchema,
  retailerSearchResultSchema,
} from './retailer.schema';

/** Every request/reply message the sync service answers, in the queue group "sync". */
export const SyncPatterns = {
  priceRangeSync: definePattern(
    'sync.price-ranges.sync',
    priceRangeSyncRequestSchema,
    priceRangeSyncResultSchema,
  ),
  keepaSync: definePattern('sync.keepa.sync', keepaSyncRequestSchema, keepaSyncResultSchema),
  keepaTokens: definePattern('sync.keepa.tokens', z.object({}).strict(), keepaTokenStatusSchema),
  keepaSearch: definePattern('sync.keepa.search', keepaSearchQuerySchema, keepaSearchResultSchema),
  runsList: definePattern(
    'sync.runs.list',
    z.object({ limit: z.number().int().min(1).max(100).default(20) }),
    syncRunListSchema,
  ),
  /** Laptops at the retailer for an operator to import, marked when already in the catalogue. */
  retailerSearch: definePattern(
    'sync.retailer.search',
    retailerSearchQuerySchema,
    retailerSearchResultSchema,
  ),
  /** Fetch each asin from the retailer, parse its listing and hand catalogue the drafts. */
  laptopsImport: definePattern(
    'sync.laptops.import',
    importRequestSchema.extend({ operator: operatorSchema }),
    importResultSchema,
  ),
} as const;

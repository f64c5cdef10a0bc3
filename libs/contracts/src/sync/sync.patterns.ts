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
} as const;

import { defineRoutes } from '../common/route';
import * as at from './sync.addresses';
import { SyncPatterns as P } from './sync.patterns';
import { importResultSchema } from '../catalogue/laptop-editor.schema';
import {
  importRequestSchema,
  MAX_IMPORT_ASINS,
  RETAILER_SEARCH_MAX_PAGE,
  retailerSearchResultSchema,
} from './retailer.schema';
import { syncRunsQuerySchema } from './sync-runs-query.schema';
import {
  keepaSearchResultSchema,
  keepaSyncResultSchema,
  keepaTokenStatusSchema,
  priceRangeSyncResultSchema,
  syncRunListSchema,
} from './sync.schema';

/**
 * The sync service's HTTP routes (operators only): price refreshes, Keepa, the runs log. What
 * they change is the catalogue's (prices, pictures, imported drafts): a refresh drops the
 * cached catalogue answers, or shoppers would see the old prices until the copies expire.
 */
export const SyncRoutes = defineRoutes(at, ['catalogue'], {
  priceRangeSync: {
    summary:
      'Refresh the prices of a price range from the Amazon API (useKeepa false) or Keepa; waits up to waitMs (20 s) for the run, then reports it still running',
    tag: 'Sync',
    body: P.priceRangeSync.request,
    response: priceRangeSyncResultSchema,
    errors: [400, 404, 503],
    admin: true,
  },
  keepaTokens: {
    summary: 'Keepa token balance and minutes until the next refill (free call)',
    tag: 'Sync',
    response: keepaTokenStatusSchema,
    errors: [503],
    admin: true,
  },
  keepaSearch: {
    summary: "Keepa's product finder: asins whose current price is in the range (costs 11 tokens)",
    tag: 'Sync',
    request: P.keepaSearch.request,
    describe: {
      priceMin: 'lowest current price, whole rupees',
      priceMax: 'highest current price, whole rupees',
    },
    response: keepaSearchResultSchema,
    errors: [400, 503],
    tooManyRequests: {
      reason: "Keepa's tokens are used up (the message says when enough are back)",
      retryAfter: false,
    },
    admin: true,
  },
  keepaSync: {
    summary:
      'Refresh the given asins (or, without asins, every active laptop) from Keepa; 400 "No laptops to sync" when there are none',
    tag: 'Sync',
    body: P.keepaSync.request,
    response: keepaSyncResultSchema,
    errors: [400, 503],
    admin: true,
  },
  runs: {
    summary: 'The newest sync runs first, with their counts and first errors',
    tag: 'Admin',
    request: syncRunsQuerySchema,
    describe: { limit: 'how many runs (1–100, default 20)' },
    response: syncRunListSchema,
    errors: [400, 503],
    admin: true,
  },
  retailerSearch: {
    summary:
      "Laptops at amazon.in for operators to import: Amazon's Creators API searchItems when the account is eligible, else Keepa; each marked when already in the catalogue",
    tag: 'Import',
    request: P.retailerSearch.request,
    describe: {
      q: 'words to search for',
      minPrice: 'lowest price, whole rupees',
      maxPrice: 'highest price, whole rupees',
      page: `result page, 1–${RETAILER_SEARCH_MAX_PAGE}`,
    },
    response: retailerSearchResultSchema,
    errors: [400, 503],
    tooManyRequests: {
      reason: "Keepa's tokens are used up (the message says when enough are back)",
      retryAfter: false,
    },
    admin: true,
  },
  laptopsImport: {
    summary: `Import up to ${MAX_IMPORT_ASINS} laptops from the retailer as drafts (listing, parsed specification, pictures, offer); 409 naming an asin already in the catalogue; an asin the retailer does not know fails alone`,
    tag: 'Import',
    body: importRequestSchema,
    response: importResultSchema,
    errors: [400, 409, 503],
    tooManyRequests: {
      reason: "Keepa's tokens are used up (the message says when enough are back)",
      retryAfter: false,
    },
    admin: true,
  },
});

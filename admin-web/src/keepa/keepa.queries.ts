import { SyncApi, type KeepaSyncRequest, type KeepaSyncResult } from '@bli/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../lib/api-client';
import { KEEPA_TOKEN_POLL_MS } from './keepa-figures';

/** The one polled query (docs/product-rules.md §9): token status every 60 s. */
export const keepaTokensQuery = queryOptions({
  queryKey: ['keepa', 'tokens'],
  queryFn: () => apiCall(SyncApi.keepaTokens),
  refetchInterval: KEEPA_TOKEN_POLL_MS,
});

export function keepaSearchQuery(priceMin: number, priceMax: number) {
  return queryOptions({
    queryKey: ['keepa', 'search', priceMin, priceMax],
    queryFn: () => apiCall(SyncApi.keepaSearch, { params: { priceMin, priceMax } }),
  });
}

/** Without asins, every active laptop is synced. */
export function keepaSync(request: KeepaSyncRequest): Promise<KeepaSyncResult> {
  return apiCall(SyncApi.keepaSync, { body: request });
}

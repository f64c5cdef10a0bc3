import type {
  KeepaSearchResult,
  KeepaSyncRequest,
  KeepaSyncResult,
  KeepaTokenStatus,
} from '@bli/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../lib/api-client';
import { KEEPA_TOKEN_POLL_MS } from './keepa-figures';

/** The one polled query (docs/product-rules.md §9): token status every 60 s. */
export const keepaTokensQuery = queryOptions({
  queryKey: ['keepa', 'tokens'],
  queryFn: () => apiGet<KeepaTokenStatus>('/api/keepa/tokens'),
  refetchInterval: KEEPA_TOKEN_POLL_MS,
});

export function keepaSearchQuery(priceMin: number, priceMax: number) {
  return queryOptions({
    queryKey: ['keepa', 'search', priceMin, priceMax],
    queryFn: () =>
      apiGet<KeepaSearchResult>(`/api/keepa/search?priceMin=${priceMin}&priceMax=${priceMax}`),
  });
}

/** Without asins, every active laptop is synced. */
export function keepaSync(request: KeepaSyncRequest): Promise<KeepaSyncResult> {
  return apiRequest<KeepaSyncResult>('POST', '/api/keepa/sync', request);
}

import { SyncApi, type PriceRangeSyncRequest, type PriceRangeSyncResult } from '@bli/contracts';
import { apiCall } from '../lib/api-client';

/** docs/product-rules.md §7 `POST /api/laptops/sync`: useKeepa off means Amazon's own API. */
export function syncPriceRange(request: PriceRangeSyncRequest): Promise<PriceRangeSyncResult> {
  return apiCall(SyncApi.priceRangeSync, { body: request });
}

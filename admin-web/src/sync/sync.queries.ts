import type { PriceRangeSyncRequest, PriceRangeSyncResult } from '@bli/contracts';
import { apiRequest } from '../lib/api-client';

/** docs/product-rules.md §7 `POST /api/laptops/sync`: useKeepa off means Amazon's own API. */
export function syncPriceRange(request: PriceRangeSyncRequest): Promise<PriceRangeSyncResult> {
  return apiRequest<PriceRangeSyncResult>('POST', '/api/laptops/sync', request);
}

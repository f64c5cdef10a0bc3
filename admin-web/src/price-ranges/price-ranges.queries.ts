import type { CreatePriceRange, PriceRange } from '@bli/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../lib/api-client';

export const PRICE_RANGES_KEY = ['admin', 'price-ranges'] as const;

/** Every range, inactive ones too, cheapest first, each with its count of active laptops. */
export const priceRangesQuery = queryOptions({
  queryKey: PRICE_RANGES_KEY,
  queryFn: () => apiGet<PriceRange[]>('/api/admin/price-ranges'),
});

export function createPriceRange(body: CreatePriceRange): Promise<PriceRange> {
  return apiRequest<PriceRange>('POST', '/api/price-ranges', body);
}

/** `PUT /api/price-ranges/{id}`: every editable field as the form has them. */
export function updatePriceRange(id: number, body: CreatePriceRange): Promise<PriceRange> {
  return apiRequest<PriceRange>('PUT', `/api/price-ranges/${id}`, body);
}

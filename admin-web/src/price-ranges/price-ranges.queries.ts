import { CatalogueApi, type CreatePriceRange, type PriceRange } from '@bli/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../lib/api-client';

export const PRICE_RANGES_KEY = ['admin', 'price-ranges'] as const;

/** Every range, inactive ones too, cheapest first, each with its count of active laptops. */
export const priceRangesQuery = queryOptions({
  queryKey: PRICE_RANGES_KEY,
  queryFn: () => apiCall(CatalogueApi.adminPriceRangesList),
});

export function createPriceRange(body: CreatePriceRange): Promise<PriceRange> {
  return apiCall(CatalogueApi.priceRangeCreate, { body });
}

/** `PUT /api/price-ranges/{id}`: every editable field as the form has them. */
export function updatePriceRange(id: number, body: CreatePriceRange): Promise<PriceRange> {
  return apiCall(CatalogueApi.priceRangeReplace, { params: { id }, body });
}

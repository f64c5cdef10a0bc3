import { CatalogueApi } from '@bli/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, apiCallAll } from '../lib/api-client';

export const ADMIN_LAPTOPS_KEY = ['admin', 'laptops'] as const;

/** Every laptop, active or not, with its price, its time and its source. */
export const adminLaptopsQuery = queryOptions({
  queryKey: ADMIN_LAPTOPS_KEY,
  queryFn: () => apiCallAll(CatalogueApi.adminLaptopsList),
});

/** A price an operator saw on amazon.in, recorded with the time it arrives (source "admin"). */
export function setManualPrice(asin: string, price: number): Promise<unknown> {
  return apiCall(CatalogueApi.adminLaptopPrice, { params: { asin }, body: { price } });
}

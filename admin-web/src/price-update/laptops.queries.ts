import type { Laptop } from '@bli/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGetAll, apiRequest } from '../lib/api-client';

export const ADMIN_LAPTOPS_KEY = ['admin', 'laptops'] as const;

/** Every laptop, active or not, with its price, its time and its source. */
export const adminLaptopsQuery = queryOptions({
  queryKey: ADMIN_LAPTOPS_KEY,
  queryFn: () => apiGetAll<Laptop>('/api/admin/laptops'),
});

/** A price an operator saw on amazon.in, recorded with the time it arrives (source "admin"). */
export function setManualPrice(asin: string, price: number): Promise<unknown> {
  return apiRequest('PUT', `/api/admin/laptops/${encodeURIComponent(asin)}/price`, { price });
}

import { CatalogueApi, ContentApi, type AdminLaptop, type LaptopChanges } from '@bli/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../lib/api-client';
import { ADMIN_LAPTOPS_KEY } from '../price-update/laptops.queries';
import { LIST_PAGE_SIZE, type LaptopListQuery } from './laptop-list-query';

/**
 * Every laptop query sits under ['admin', 'laptops'] (the price-update list too), so a change
 * to a laptop invalidates them all by that prefix; the stats and the attention list are under
 * ['admin'].
 */
export const laptopListKey = (query: LaptopListQuery) => [...ADMIN_LAPTOPS_KEY, 'list', query];
export const laptopKey = (asin: string) => [...ADMIN_LAPTOPS_KEY, 'one', asin];
export const auditKey = (asin: string) => [...ADMIN_LAPTOPS_KEY, 'audit', asin];
export const ATTENTION_KEY = [...ADMIN_LAPTOPS_KEY, 'attention'];

/** One page of the operators' list (X-Total-Count gives the whole list's length). */
export function laptopListQuery(query: LaptopListQuery) {
  return queryOptions({
    queryKey: laptopListKey(query),
    queryFn: () =>
      apiCall(CatalogueApi.adminLaptopsList, {
        params: { ...query, pageSize: LIST_PAGE_SIZE },
      }),
    // The old page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function laptopQuery(asin: string) {
  return queryOptions({
    queryKey: laptopKey(asin),
    queryFn: () => apiCall(CatalogueApi.adminLaptop, { params: { asin } }),
  });
}

export function auditQuery(asin: string) {
  return queryOptions({
    queryKey: auditKey(asin),
    queryFn: () => apiCall(CatalogueApi.adminLaptopAudit, { params: { asin } }),
  });
}

export const attentionQuery = queryOptions({
  queryKey: ATTENTION_KEY,
  queryFn: () => apiCall(CatalogueApi.adminLaptopsAttention),
});

/** The use cases shoppers browse: the editor's use-case tags are their slugs. */
export const useCasesQuery = queryOptions({
  queryKey: ['admin', 'use-cases'],
  queryFn: () => apiCall(ContentApi.useCases),
});

export function updateLaptop(asin: string, body: LaptopChanges): Promise<AdminLaptop> {
  return apiCall(CatalogueApi.adminLaptopUpdate, { params: { asin }, body });
}

export function publishLaptop(asin: string): Promise<AdminLaptop> {
  return apiCall(CatalogueApi.adminLaptopPublish, { params: { asin } });
}

export function retireLaptop(asin: string): Promise<AdminLaptop> {
  return apiCall(CatalogueApi.adminLaptopRetire, { params: { asin } });
}

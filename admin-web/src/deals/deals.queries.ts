import {
  CatalogueApi,
  type AdminDeal,
  type DealChanges,
  type DealCreate,
  type DealState,
} from '@bli/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../lib/api-client';
import type { ListQuery } from '../lib/list-query';

/** Deals on one page of the operators' list. */
export const DEAL_PAGE_SIZE = 25;

/** Every deal query sits under ['admin', 'deals']: a change invalidates them all by that prefix. */
export const DEALS_KEY = ['admin', 'deals'];
export const dealKey = (id: number) => [...DEALS_KEY, 'one', id];

export type DealListQuery = ListQuery<DealState>;

export function dealListQuery(query: DealListQuery) {
  return queryOptions({
    queryKey: [...DEALS_KEY, 'list', query],
    queryFn: () =>
      apiCall(CatalogueApi.adminDealsList, { params: { ...query, pageSize: DEAL_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function dealQuery(id: number) {
  return queryOptions({
    queryKey: dealKey(id),
    queryFn: () => apiCall(CatalogueApi.adminDeal, { params: { id } }),
  });
}

export function dealAuditQuery(id: number) {
  return queryOptions({
    queryKey: [...DEALS_KEY, 'audit', id],
    queryFn: () => apiCall(CatalogueApi.adminDealAudit, { params: { id } }),
  });
}

/** The laptop picker's matches: words of the title, brand or model, or an ASIN (admin laptop list). */
export function laptopMatchesQuery(q: string) {
  return queryOptions({
    queryKey: ['admin', 'laptops', 'deal-picker', q],
    queryFn: () => apiCall(CatalogueApi.adminLaptopsList, { params: { q, pageSize: 10 } }),
    enabled: q.trim().length >= 2,
  });
}

export function createDeal(body: DealCreate): Promise<AdminDeal> {
  return apiCall(CatalogueApi.adminDealCreate, { body });
}

export function updateDeal(id: number, body: DealChanges): Promise<AdminDeal> {
  return apiCall(CatalogueApi.adminDealUpdate, { params: { id }, body });
}

export function expireDeal(id: number): Promise<AdminDeal> {
  return apiCall(CatalogueApi.adminDealExpire, { params: { id } });
}

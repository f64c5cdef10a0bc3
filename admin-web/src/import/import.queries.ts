import { SyncApi, type ImportResult } from '@bli/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../lib/api-client';
import type { RetailerSearchParams } from './import-selection';

/** Under ['admin'], so an import (which invalidates ['admin']) refreshes the "In catalogue" marks. */
export function retailerSearchQuery(params: RetailerSearchParams) {
  return queryOptions({
    queryKey: ['admin', 'retailer-search', params],
    queryFn: () => apiCall(SyncApi.retailerSearch, { params }),
    placeholderData: keepPreviousData,
  });
}

export function importLaptops(asins: string[]): Promise<ImportResult> {
  return apiCall(SyncApi.laptopsImport, { body: { asins } });
}

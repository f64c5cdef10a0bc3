import { CatalogueApi, type LaptopStatus } from '@bli/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../lib/api-client';
import type { ListQuery } from '../lib/list-query';

export const ADMIN_LAPTOPS_KEY = ['admin', 'laptops'] as const;

/** Laptops on one page of the price list. */
export const PRICE_PAGE_SIZE = 50;

export type PriceListQuery = ListQuery<LaptopStatus>;

/**
 * One page of the laptops, active or not, with their price, its time and its source, searched
 * by the server (title, brand, model or ASIN): a page of 50 whatever the catalogue's size.
 */
export function priceListQuery({ q, state, page }: PriceListQuery) {
  return queryOptions({
    queryKey: [...ADMIN_LAPTOPS_KEY, 'prices', { q, state, page }],
    queryFn: () =>
      apiCall(CatalogueApi.adminLaptopsList, {
        params: { q, status: state, page, pageSize: PRICE_PAGE_SIZE },
      }),
    // The old page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** A price an operator saw on amazon.in, recorded with the time it arrives (source "admin"). */
export function setManualPrice(asin: string, price: number): Promise<unknown> {
  return apiCall(CatalogueApi.adminLaptopPrice, { params: { asin }, body: { price } });
}

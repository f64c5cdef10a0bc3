import type { Deal, Laptop, PriceHistory, PriceRange } from '@bli/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiGetAll, apiGetPage } from '../api-client';
import { WEB_PAGE_SIZE } from '../paging';

/**
 * Query keys are the API path split into segments; the key joined with "/" is the URL
 * (the spec's default read), so the cache is organised by resource and invalidated by prefix.
 */
const get = <T>(key: readonly string[]) =>
  queryOptions({ queryKey: key, queryFn: () => apiGet<T>(key.join('/')) });

/** One page of a list (WEB_PAGE_SIZE laptops) with the list's total; the page ends the key. */
export const getPage = <T>(key: readonly string[], page: number, search = '') =>
  queryOptions({
    queryKey: [...key, ...(search ? [search] : []), `page=${page}`],
    queryFn: () => apiGetPage<T>(key.join('/') + search, page, WEB_PAGE_SIZE),
  });

export const catalogueQueries = {
  priceRanges: () => get<PriceRange[]>(['/api', 'price-ranges']),
  priceRange: (slug: string) => get<PriceRange>(['/api', 'price-ranges', slug]),
  priceRangeBySeoSlug: (seoSlug: string) =>
    get<PriceRange>(['/api', 'price-ranges', 'seo', seoSlug]),
  /** Every active laptop, page after page: for pages that describe the whole catalogue. */
  allLaptops: () =>
    queryOptions({
      queryKey: ['/api', 'laptops', 'all'],
      queryFn: () => apiGetAll<Laptop>('/api/laptops'),
    }),
  featuredLaptops: () => get<Laptop[]>(['/api', 'laptops', 'featured']),
  laptopsInRange: (rangeId: number, page = 1) =>
    getPage<Laptop>(['/api', 'laptops', 'price-range', String(rangeId)], page),
  laptop: (slug: string) => get<Laptop>(['/api', 'laptops', 'slug', slug]),
  priceHistory: (slug: string) =>
    get<PriceHistory>(['/api', 'laptops', 'slug', slug, 'price-history']),
  gamingLaptops: (page = 1) => getPage<Laptop>(['/api', 'laptops', 'gaming'], page),
  filteredLaptops: (filterType: string, filterValue: string, page = 1) =>
    getPage<Laptop>(['/api', 'laptops', filterType, filterValue], page),
  deals: () => get<Deal[]>(['/api', 'deals']),
};

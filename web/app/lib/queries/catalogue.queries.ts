import type { Deal, Laptop, PriceHistory, PriceRange } from '@bli/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { getPage } from './page-query';

/**
 * Query keys are the API path split into segments; the key joined with "/" is the URL
 * (the spec's default read), so the cache is organised by resource and invalidated by prefix.
 */
const get = <T>(key: readonly string[]) =>
  queryOptions({ queryKey: key, queryFn: () => apiGet<T>(key.join('/')) });

export const catalogueQueries = {
  priceRanges: () => get<PriceRange[]>(['/api', 'price-ranges']),
  priceRange: (slug: string) => get<PriceRange>(['/api', 'price-ranges', slug]),
  priceRangeBySeoSlug: (seoSlug: string) =>
    get<PriceRange>(['/api', 'price-ranges', 'seo', seoSlug]),
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

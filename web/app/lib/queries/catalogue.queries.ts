import {
  CatalogueApi,
  type LaptopFilter,
  type PageRequest,
  type PriceHistoryRange,
} from '@bli/contracts';
import { WEB_PAGE_SIZE } from '../paging';
import { apiQuery } from '../api-client';
import { refinementParams, type ListRefinement } from '../list-refinement';

/** The catalogue's reads; list calls ask one page of WEB_PAGE_SIZE laptops unless told fewer. */
export const catalogueQueries = {
  priceRanges: () => apiQuery(CatalogueApi.priceRangesList),
  priceRange: (slug: string) => apiQuery(CatalogueApi.priceRangeBySlug, { params: { slug } }),
  priceRangeBySeoSlug: (seoSlug: string) =>
    apiQuery(CatalogueApi.priceRangeBySeoSlug, { params: { seoSlug } }),
  featuredLaptops: () => apiQuery(CatalogueApi.laptopsFeatured, { params: {} }),
  laptopsInRange: (
    priceRangeId: number,
    page = 1,
    pageSize = WEB_PAGE_SIZE,
    refinement?: ListRefinement,
  ) =>
    apiQuery(CatalogueApi.laptopsByPriceRange, {
      params: { priceRangeId, page, pageSize, ...refinementParams(refinement) },
    }),
  laptop: (slug: string) => apiQuery(CatalogueApi.laptopBySlug, { params: { slug } }),
  /** The points of the range asked (30, 90, 365 days or all) and the verdicts of the whole history. */
  priceHistory: (slug: string, days: PriceHistoryRange = '90') =>
    apiQuery(CatalogueApi.priceHistory, { params: { slug, days } }),
  gamingLaptops: (page = 1) =>
    apiQuery(CatalogueApi.laptopsGaming, { params: { page, pageSize: WEB_PAGE_SIZE } }),
  filteredLaptops: (
    { filterType, filterValue }: LaptopFilter,
    page = 1,
    refinement?: ListRefinement,
  ) =>
    apiQuery(CatalogueApi.laptopsFilter, {
      params: {
        filterType,
        filterValue,
        page,
        pageSize: WEB_PAGE_SIZE,
        ...refinementParams(refinement),
      } as LaptopFilter & PageRequest,
    }),
  /** The whole catalogue's good deals, largest real discount first (the home page's fallback). */
  goodDeals: (pageSize: number) =>
    apiQuery(CatalogueApi.laptopsList, {
      params: { goodDeals: true, sort: 'real-discount', pageSize },
    }),
  deals: () => apiQuery(CatalogueApi.dealsList),
};

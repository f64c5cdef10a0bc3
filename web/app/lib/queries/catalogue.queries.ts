import { CatalogueApi, type LaptopFilter, type PageRequest } from '@bli/contracts';
import { WEB_PAGE_SIZE } from '../paging';
import { apiQuery } from '../api-client';

/** The catalogue's reads; list calls ask one page of WEB_PAGE_SIZE laptops unless told fewer. */
export const catalogueQueries = {
  priceRanges: () => apiQuery(CatalogueApi.priceRangesList),
  priceRange: (slug: string) => apiQuery(CatalogueApi.priceRangeBySlug, { params: { slug } }),
  priceRangeBySeoSlug: (seoSlug: string) =>
    apiQuery(CatalogueApi.priceRangeBySeoSlug, { params: { seoSlug } }),
  featuredLaptops: () => apiQuery(CatalogueApi.laptopsFeatured, { params: {} }),
  laptopsInRange: (priceRangeId: number, page = 1, pageSize = WEB_PAGE_SIZE) =>
    apiQuery(CatalogueApi.laptopsByPriceRange, {
      params: { priceRangeId, page, pageSize },
    }),
  laptop: (slug: string) => apiQuery(CatalogueApi.laptopBySlug, { params: { slug } }),
  priceHistory: (slug: string) => apiQuery(CatalogueApi.priceHistory, { params: { slug } }),
  gamingLaptops: (page = 1) =>
    apiQuery(CatalogueApi.laptopsGaming, { params: { page, pageSize: WEB_PAGE_SIZE } }),
  filteredLaptops: ({ filterType, filterValue }: LaptopFilter, page = 1) =>
    apiQuery(CatalogueApi.laptopsFilter, {
      params: { filterType, filterValue, page, pageSize: WEB_PAGE_SIZE } as LaptopFilter &
        PageRequest,
    }),
  deals: () => apiQuery(CatalogueApi.dealsList),
};

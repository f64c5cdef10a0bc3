import { CatalogueApi, type Laptop } from '@bli/contracts';
import { queryOptions } from '@tanstack/react-query';
import { pageCount } from '@bli/domain';
import { apiCall } from './api-client';
import { WEB_PAGE_SIZE } from './paging';

/**
 * Every active laptop, page after page: for loaders of pages that describe the whole catalogue
 * (a server-only module: the list never reaches the browser, only what is made of it). The
 * first page says how many there are, the others are asked at once.
 */
export const allLaptopsQuery = () =>
  queryOptions({
    queryKey: ['api', 'laptops', 'all'],
    queryFn: async (): Promise<Laptop[]> => {
      const pageOf = (page: number) =>
        apiCall(CatalogueApi.laptopsList, { params: { page, pageSize: WEB_PAGE_SIZE } });
      const first = await pageOf(1);
      const rest = await Promise.all(
        Array.from({ length: pageCount(first.total, WEB_PAGE_SIZE) - 1 }, (_, i) => pageOf(i + 2)),
      );
      return [first, ...rest].flatMap((page) => page.items);
    },
  });

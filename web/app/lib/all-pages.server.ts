import type { Laptop } from '@bli/contracts';
import { queryOptions } from '@tanstack/react-query';
import { pageCount } from '@bli/domain';
import { apiGetPage } from './api-client';
import { WEB_PAGE_SIZE } from './paging';

/**
 * Every item of a list call, for a page that describes a whole list (counts, picks): the first
 * page says how many there are, the others are asked at once.
 */
export async function apiGetAll<T>(path: string): Promise<T[]> {
  const first = await apiGetPage<T>(path, 1, WEB_PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: pageCount(first.total, WEB_PAGE_SIZE) - 1 }, (_, i) =>
      apiGetPage<T>(path, i + 2, WEB_PAGE_SIZE),
    ),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

/**
 * Every active laptop, page after page: for loaders of pages that describe the whole catalogue
 * (a server-only module: the list never reaches the browser, only what is made of it).
 */
export const allLaptopsQuery = () =>
  queryOptions({
    queryKey: ['/api', 'laptops', 'all'],
    queryFn: () => apiGetAll<Laptop>('/api/laptops'),
  });

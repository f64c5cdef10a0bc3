import { queryOptions } from '@tanstack/react-query';
import { apiGetPage } from '../api-client';
import { WEB_PAGE_SIZE } from '../paging';

/**
 * One page of a list call (WEB_PAGE_SIZE laptops) with the list's total; the page ends the key.
 * A module of its own, so pages that list no laptops do not load the catalogue's queries.
 */
export const getPage = <T>(key: readonly string[], page: number, search = '') =>
  queryOptions({
    queryKey: [...key, ...(search ? [search] : []), `page=${page}`],
    queryFn: () => apiGetPage<T>(key.join('/') + search, page, WEB_PAGE_SIZE),
  });

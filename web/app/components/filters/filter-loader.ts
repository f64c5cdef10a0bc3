import type { Laptop, Page } from '@bli/contracts';
import { dehydratedData } from '../../lib/dehydrated';
import { assertPageExists } from '../../lib/paging';
import { prefetch } from '../../lib/prefetch';
import { catalogueQueries } from '../../lib/queries/catalogue.queries';
import type { FilterPage } from '../../lib/site';

export const filterQuery = (page: FilterPage, pageNumber: number) =>
  catalogueQueries.filteredLaptops(page.filterType, page.filterValue, pageNumber);

/**
 * Loader half of a /laptops/{filter} page: one page of its laptops (its metadata comes from the
 * seo service).
 */
export async function loadFilterPage(page: FilterPage, pageNumber: number) {
  const query = filterQuery(page, pageNumber);
  const dehydrated = await prefetch(query);
  assertPageExists(
    pageNumber,
    dehydratedData<Page<Laptop>>(dehydrated, query.queryKey).items.length,
  );
  return { dehydrated, page: pageNumber };
}

import { prefetch } from '../../lib/prefetch';
import { catalogueQueries } from '../../lib/queries/catalogue.queries';
import type { FilterPage } from '../../lib/site';

export const filterQuery = (page: FilterPage) =>
  catalogueQueries.filteredLaptops(page.filterType, page.filterValue);

/** Loader half of a /laptops/{filter} page: its laptops (its metadata comes from the seo service). */
export async function loadFilterPage(page: FilterPage) {
  return { dehydrated: await prefetch(filterQuery(page)) };
}

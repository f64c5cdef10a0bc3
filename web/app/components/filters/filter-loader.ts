import type { Laptop } from '@bli/contracts';
import { prefetch } from '../../lib/prefetch';
import { catalogueQueries } from '../../lib/queries/catalogue.queries';
import type { FilterPage } from '../../lib/site';
import { dehydratedData } from '../../lib/dehydrated';
import { FILTER_COPY } from './filter-config';
import { filterDescription, filterTitle } from './filter-meta';
import { filterStats } from './filter-stats';

export const filterQuery = (page: FilterPage) =>
  catalogueQueries.filteredLaptops(page.filterType, page.filterValue);

/** Loader half of a /laptops/{filter} page: its laptops, and meta from their numbers. */
export async function loadFilterPage(page: FilterPage, url: URL) {
  const query = filterQuery(page);
  const dehydrated = await prefetch(query);
  const laptops = dehydratedData<Laptop[]>(dehydrated, query.queryKey);
  const copy = FILTER_COPY[page.slug];
  const stats = filterStats(laptops);
  return {
    dehydrated,
    url: new URL(`/laptops/${page.slug}`, url).href,
    title: filterTitle(copy, stats),
    description: filterDescription(copy, stats, laptops),
  };
}

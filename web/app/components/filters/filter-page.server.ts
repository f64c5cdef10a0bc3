import type { Laptop, Page } from '@bli/contracts';
import { rankLaptops } from '@bli/domain';
import { dehydratedData } from '../../lib/dehydrated';
import { assertPageExists } from '../../lib/paging';
import { prefetch } from '../../lib/prefetch';
import type { FilterPage } from '../../lib/site';
import { FILTER_COPY } from './filter-config';
import { filterFaq } from './filter-faq';
import { filterQuery } from './filter-query';
import { filterStats } from './filter-stats';

/**
 * Loader half of a /laptops/{filter} page: one page of its laptops (its metadata comes from the
 * seo service) and its FAQ, written here from the page's numbers so that its copy is data in the
 * page rather than first-load JavaScript.
 */
export async function loadFilterPage(page: FilterPage, pageNumber: number) {
  const query = filterQuery(page, pageNumber);
  const dehydrated = await prefetch(query);
  const list = dehydratedData<Page<Laptop>>(dehydrated, query.queryKey);
  assertPageExists(pageNumber, list.items.length);
  const laptops = rankLaptops(list.items);
  const stats = { ...filterStats(laptops), count: list.total };
  return { dehydrated, page: pageNumber, faq: filterFaq(FILTER_COPY[page.slug], stats, laptops) };
}

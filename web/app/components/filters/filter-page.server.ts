import type { Laptop, Page } from '@bli/contracts';
import { rankLaptops } from '@bli/domain';
import { dehydratedData, mergeDehydrated } from '../../lib/dehydrated';
import { isRefined, type ListRefinement } from '../../lib/list-refinement';
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
 * page rather than first-load JavaScript. A refined list (`?sort=real-discount`,
 * `?goodDeals=true`) fetches the page's first page too: the hero and the FAQ describe the whole
 * list whatever the shopper refines.
 */
export async function loadFilterPage(
  page: FilterPage,
  pageNumber: number,
  refinement: ListRefinement,
) {
  const refined = isRefined(refinement);
  const shownQuery = filterQuery(page, pageNumber, refinement);
  const wholeQuery = filterQuery(page, refined ? 1 : pageNumber);
  const [shownState, wholeState] = await Promise.all([
    prefetch(shownQuery),
    refined ? prefetch(wholeQuery) : null,
  ]);
  const shown = dehydratedData<Page<Laptop>>(shownState, shownQuery.queryKey);
  assertPageExists(pageNumber, shown.items.length);
  const list = wholeState ? dehydratedData<Page<Laptop>>(wholeState, wholeQuery.queryKey) : shown;
  const laptops = rankLaptops(list.items);
  const stats = { ...filterStats(laptops), count: list.total };
  return {
    dehydrated: wholeState ? mergeDehydrated(shownState, wholeState) : shownState,
    page: pageNumber,
    refinement,
    faq: filterFaq(FILTER_COPY[page.slug], stats, laptops),
  };
}

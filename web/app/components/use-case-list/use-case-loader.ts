import type { Laptop, Page, UseCase } from '@bli/contracts';
import { isNotFound } from '../../lib/api-client';
import { fetchEmbeddedLaptops } from '../../lib/embedded-laptops.server';
import { assertPageExists } from '../../lib/paging';
import { prefetch } from '../../lib/prefetch';
import { contentQueries } from '../../lib/queries/content.queries';
import { matchingLaptops } from '../../lib/queries/matching.queries';
import { dehydratedData, mergeDehydrated } from '../../lib/dehydrated';
import { editorsPicks } from './editors-picks';

/**
 * Loader half of /laptops/{use case}: the use case (null when the content API does not know the
 * slug), then the laptops meeting its criteria, the other use cases for the links and the
 * editors' picked laptops (in one call; they travel as loader data for the static product boxes,
 * not as queries). Its metadata comes from the seo service.
 */
export async function loadUseCasePage(slug: string, page: number) {
  const useCaseQuery = contentQueries.useCase(slug);
  let useCaseState;
  try {
    useCaseState = await prefetch(useCaseQuery);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
  const useCase = dehydratedData<UseCase>(useCaseState, useCaseQuery.queryKey);
  const laptopsQuery = matchingLaptops(useCase.criteria, page);
  const [listState, picked] = await Promise.all([
    prefetch(laptopsQuery, contentQueries.useCases()),
    // The picks open the list: on its first page only.
    page === 1 ? fetchEmbeddedLaptops(useCase.picks.map((pick) => pick.laptopSlug)) : [],
  ]);
  const list = dehydratedData<Page<Laptop>>(listState, laptopsQuery.queryKey);
  assertPageExists(page, list.items.length);
  return {
    dehydrated: mergeDehydrated(useCaseState, listState),
    page,
    picks: editorsPicks(useCase.picks, picked),
  };
}

import type { Laptop, Page, UseCase } from '@bli/contracts';
import { isNotFound } from '../../lib/api-client';
import { assertPageExists } from '../../lib/paging';
import { prefetch } from '../../lib/prefetch';
import { contentQueries } from '../../lib/queries/content.queries';
import { matchingLaptops } from '../../lib/queries/matching.queries';
import { dehydratedData, mergeDehydrated } from '../../lib/dehydrated';

/**
 * Loader half of /laptops/{use case}: the use case (null when the content API does not know the
 * slug), then the laptops meeting its criteria and the other use cases for the links. Its
 * metadata comes from the seo service.
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
  const listState = await prefetch(laptopsQuery, contentQueries.useCases());
  const list = dehydratedData<Page<Laptop>>(listState, laptopsQuery.queryKey);
  assertPageExists(page, list.items.length);
  return {
    dehydrated: mergeDehydrated(useCaseState, listState),
    page,
  };
}

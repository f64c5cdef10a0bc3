import type { Laptop, UseCase } from '@bli/contracts';
import { isNotFound } from '../../lib/api-client';
import { prefetch } from '../../lib/prefetch';
import { contentQueries } from '../../lib/queries/content.queries';
import { dehydratedData, mergeDehydrated } from '../../lib/dehydrated';
import { useCaseMeta } from './use-case-meta';
import { useCaseStats } from './use-case-stats';

/**
 * Loader half of /laptops/{use case}: the use case (null when the content API does not know the
 * slug), then the laptops meeting its criteria and the other use cases for the links.
 */
export async function loadUseCasePage(slug: string, url: URL) {
  const useCaseQuery = contentQueries.useCase(slug);
  let useCaseState;
  try {
    useCaseState = await prefetch(useCaseQuery);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
  const useCase = dehydratedData<UseCase>(useCaseState, useCaseQuery.queryKey);
  const laptopsQuery = contentQueries.laptopsMatching(useCase.criteria);
  const listState = await prefetch(laptopsQuery, contentQueries.useCases());
  const laptops = dehydratedData<Laptop[]>(listState, laptopsQuery.queryKey);
  return {
    dehydrated: mergeDehydrated(useCaseState, listState),
    url: new URL(`/laptops/${useCase.slug}`, url).href,
    ...useCaseMeta(useCase, useCaseStats(useCase.criteria, laptops), laptops),
  };
}

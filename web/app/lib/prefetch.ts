import { dehydrate, type DehydratedState, type FetchQueryOptions } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

/**
 * Runs in a route loader: fetches the queries a page needs into a fresh cache and hands the
 * cache to the page, which reads the same query factories (nothing is fetched twice).
 */
export async function prefetch(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ...queries: FetchQueryOptions<any, any, any, any>[]
): Promise<DehydratedState> {
  const client = createQueryClient();
  await Promise.all(queries.map((query) => client.fetchQuery(query)));
  return dehydrate(client);
}

import { dehydrate, type DehydratedState, type FetchQueryOptions } from '@tanstack/react-query';
import { data } from 'react-router';
import { isUnavailable } from './api-client';
import { createQueryClient } from './query-client';

/**
 * Runs in a route loader: fetches the queries a page needs into a fresh cache and hands the
 * cache to the page, which reads the same query factories (nothing is fetched twice).
 * A catalogue outage becomes a 503 page rather than a 500.
 */
export async function prefetch(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ...queries: FetchQueryOptions<any, any, any, any>[]
): Promise<DehydratedState> {
  const client = createQueryClient();
  try {
    await Promise.all(queries.map((query) => client.fetchQuery(query)));
  } catch (error) {
    if (isUnavailable(error)) {
      throw data('The laptop catalogue is temporarily unavailable', { status: 503 });
    }
    throw error;
  }
  return dehydrate(client);
}

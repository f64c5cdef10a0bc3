import { CatalogueApi } from '@bli/contracts';
import { data, useSearchParams } from 'react-router';
import type { Route } from './+types/search';
import { hasSearch, searchApiParams } from '../components/search/search-params';
import { SearchPage } from '../components/search/search-page';
import { ApiError, apiCall, isUnavailable } from '../lib/api-client';

/** The API's 400 body names the bad field; the page shows it rather than failing. */
async function problemOf(error: ApiError): Promise<string> {
  const body = error.message.replace(/^\d+: /, '');
  try {
    return (JSON.parse(body) as { error?: string }).error ?? body;
  } catch {
    return body;
  }
}

/** Server-rendered search: the URL's parameters go to `GET /api/search` as they are. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!hasSearch(url.searchParams)) return { result: null, problem: null };
  try {
    const result = await apiCall(CatalogueApi.search, {
      params: searchApiParams(url.searchParams),
    });
    return { result, problem: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      return data({ result: null, problem: await problemOf(error) }, { status: 400 });
    }
    if (isUnavailable(error)) {
      throw data('The laptop catalogue is temporarily unavailable', { status: 503 });
    }
    throw error;
  }
}

/**
 * Title, description, canonical and social tags come from the seo service (root PageHead).
 * The bare /search may be indexed; a results page may not: endless combinations of words and
 * filters would be thin copies of the catalogue's own pages ("follow" keeps its links counting).
 */
export function meta({ location }: Route.MetaArgs) {
  return hasSearch(new URLSearchParams(location.search))
    ? [{ name: 'robots', content: 'noindex, follow' }]
    : [];
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return <SearchPage search={search} result={loaderData.result} problem={loaderData.problem} />;
}

import type { SearchResult } from '@bli/contracts';
import { data, useSearchParams } from 'react-router';
import type { Route } from './+types/search';
import { hasSearch, searchApiPath } from '../components/search/search-params';
import { SearchPage } from '../components/search/search-page';
import { ApiError, apiGet } from '../lib/api-client';
import { siteUrl } from '../lib/seo/site-url.server';

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
  const canonical = `${siteUrl()}/search`;
  if (!hasSearch(url.searchParams)) return { result: null, problem: null, canonical };
  try {
    const result = await apiGet<SearchResult>(searchApiPath(url.searchParams));
    return { result, problem: null, canonical };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      return data({ result: null, problem: await problemOf(error), canonical }, { status: 400 });
    }
    if (error instanceof ApiError ? error.status >= 500 : error instanceof TypeError) {
      throw data('The laptop catalogue is temporarily unavailable', { status: 503 });
    }
    throw error;
  }
}

/**
 * The bare /search is a page worth indexing; a results page (any query) is not: endless
 * combinations of words would be thin duplicates of the catalogue pages. Both name /search as
 * canonical.
 */
export function meta({ loaderData, location }: Route.MetaArgs) {
  const q = new URLSearchParams(location.search).get('q')?.trim();
  const title = q
    ? `“${q}”: laptop search | Best Laptops India`
    : 'Search laptops | Best Laptops India';
  const description = q
    ? `Laptops in India matching “${q}”, with prices from Amazon, filters and comparisons.`
    : 'Search laptops sold in India by budget (50k, 1 lakh), specs (16gb, i7, ryzen 7), gaming or thin and light, and compare them side by side.';
  return [
    { title },
    { name: 'description', content: description },
    ...(location.search && hasSearch(new URLSearchParams(location.search))
      ? [{ name: 'robots', content: 'noindex, follow' }]
      : []),
    ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
  ];
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return <SearchPage search={search} result={loaderData.result} problem={loaderData.problem} />;
}

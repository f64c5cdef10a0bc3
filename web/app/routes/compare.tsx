import { CatalogueApi, type CompareResult, type PriceHistory } from '@bli/contracts';
import { data } from 'react-router';
import type { Route } from './+types/compare';
import { ComparePage } from '../components/compare/compare-page';
import { ApiError, apiCall, isUnavailable } from '../lib/api-client';

/** A history that cannot be loaded leaves its line out of the chart, never the page. */
async function historyOf(slug: string): Promise<PriceHistory | null> {
  try {
    return await apiCall(CatalogueApi.priceHistory, { params: { slug } });
  } catch {
    return null;
  }
}

/** The comparison a shared URL names, server-rendered; its price histories in parallel. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const param = url.searchParams.get('laptops') ?? '';
  let result: CompareResult;
  try {
    result = await apiCall(CatalogueApi.compare, { params: { laptops: param } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      result = { laptops: [], unknown: [param], duplicates: [], overLimit: [] };
    } else if (isUnavailable(error)) {
      throw data('The laptop catalogue is temporarily unavailable', { status: 503 });
    } else throw error;
  }
  const histories =
    result.laptops.length >= 2
      ? await Promise.all(result.laptops.map((laptop) => historyOf(laptop.slug)))
      : [];
  const differencesOnly = url.searchParams.get('diff') === '1';
  const toggle = new URLSearchParams({
    laptops: result.laptops.map((laptop) => laptop.slug).join(','),
  });
  if (!differencesOnly) toggle.set('diff', '1');
  return {
    result,
    histories,
    differencesOnly,
    toggleHref: `/compare?${toggle.toString().replace(/%2C/g, ',')}`,
  };
}

/**
 * Title, description and canonical (the comparison's own address) come from the seo service
 * (root PageHead). A comparison is shareable but kept out of the index: every pair of laptops
 * would be its own thin page; "follow" keeps its laptop links counting.
 */
export function meta() {
  return [{ name: 'robots', content: 'noindex, follow' }];
}

export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ComparePage
      result={loaderData.result}
      histories={loaderData.histories}
      differencesOnly={loaderData.differencesOnly}
      toggleHref={loaderData.toggleHref}
    />
  );
}

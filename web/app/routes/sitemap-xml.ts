import { SeoApi, type SitemapEntry } from '@bli/contracts';
import { apiCall } from '../lib/api-client';
import { sitemapXml } from '../lib/seo/crawler-files';
import { siteUrl } from '../lib/seo/site-url.server';

/** `/sitemap.xml`: the seo service's URL list on the configured public origin. */
export async function loader() {
  let entries: SitemapEntry[];
  try {
    entries = await apiCall(SeoApi.sitemap);
  } catch (error) {
    console.warn('The sitemap could not be built', error);
    return new Response('The sitemap is temporarily unavailable.\n', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' },
    });
  }
  return new Response(sitemapXml(siteUrl(), entries), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=600',
    },
  });
}

import { SeoApi } from '@bli/contracts';
import type { Route } from './+types/sitemaps-xml';
import { apiCall } from '../lib/api-client';
import { sitemapFileNamed, sitemapXml } from '../lib/seo/crawler-files';
import { sitemapNotFound, sitemapResponse } from '../lib/seo/sitemap-response.server';
import { siteUrl } from '../lib/seo/site-url.server';

/** `/sitemaps/pages.xml` and `/sitemaps/laptops-{part}.xml`: the sitemaps `/sitemap.xml` names. */
export function loader({ params }: Route.LoaderArgs) {
  const file = sitemapFileNamed(params.file);
  if (!file) return sitemapNotFound();
  return sitemapResponse(async () =>
    sitemapXml(
      siteUrl(),
      file.kind === 'pages'
        ? await apiCall(SeoApi.sitemapPages)
        : await apiCall(SeoApi.sitemapLaptops, { params: { part: file.part } }),
    ),
  );
}

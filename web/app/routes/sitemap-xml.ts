import { SeoApi } from '@bli/contracts';
import { apiCall } from '../lib/api-client';
import { sitemapIndexXml } from '../lib/seo/crawler-files';
import { sitemapResponse } from '../lib/seo/sitemap-response.server';
import { siteUrl } from '../lib/seo/site-url.server';

/**
 * `/sitemap.xml`: a sitemap index of the pages' sitemap and the parts of the laptops' (at most
 * LAPTOP_SITEMAP_PART_SIZE URLs each), as the seo service lists them.
 */
export function loader() {
  return sitemapResponse(async () => sitemapIndexXml(siteUrl(), await apiCall(SeoApi.sitemap)));
}

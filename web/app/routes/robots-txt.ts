import { robotsTxt } from '../lib/seo/crawler-files';
import { siteUrl } from '../lib/seo/site-url.server';

/** `/robots.txt` (docs/compliance.md, Google §5). */
export function loader() {
  return new Response(robotsTxt(siteUrl()), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}

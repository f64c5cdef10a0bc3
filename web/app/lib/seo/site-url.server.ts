/**
 * The public origin as shoppers and search engines see it (canonical URLs, structured data,
 * the sitemap): SITE_URL, without a trailing slash. Read on the server only.
 */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.SITE_URL?.trim() || 'http://localhost:3000';
  const url = new URL(configured);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('SITE_URL must be an http(s) URL');
  }
  return url.origin;
}

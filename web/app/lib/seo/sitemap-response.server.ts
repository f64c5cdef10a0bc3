import { isNotFound } from '../api-client';

const unavailable = () =>
  new Response('The sitemap is temporarily unavailable.\n', {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' },
  });

export const sitemapNotFound = () =>
  new Response('No such sitemap.\n', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

/**
 * A crawler file of the sitemap, written from the seo service's answer: XML cached for ten
 * minutes, a 404 for a sitemap the service does not have, and a 503 (retry in a minute) when it
 * cannot answer.
 */
export async function sitemapResponse(write: () => Promise<string>): Promise<Response> {
  let body: string;
  try {
    body = await write();
  } catch (error) {
    if (isNotFound(error)) return sitemapNotFound();
    console.warn('The sitemap could not be built', error);
    return unavailable();
  }
  return new Response(body, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=600',
    },
  });
}

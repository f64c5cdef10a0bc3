import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedPage, RenderedPage } from './cached-page';
import { filledLength, fillNonce } from './nonce-template';
import type { CacheState } from './page-cache';

/** If-None-Match (RFC 9110 §13.1.2): weak comparison against any listed tag, or `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * A cached page to one client, with a nonce of its own in the policy and the body. A
 * revalidation that still matches gets a 304 without the policy: the browser keeps the page it
 * has with the policy it came with (a new nonce there would not match the stored body's).
 */
export function sendCachedPage(
  request: IncomingMessage,
  response: ServerResponse,
  page: CachedPage,
  state: CacheState,
  nonce: string,
): void {
  response.setHeader('x-cache', state);
  response.setHeader('etag', page.etag);
  if (page.status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], page.etag)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  response.statusCode = page.status;
  for (const [name, parts] of page.headers) response.setHeader(name, parts.join(nonce));
  if (request.method === 'HEAD') {
    response.setHeader('content-length', filledLength(page.body, nonce));
    response.end();
    return;
  }
  const body = fillNonce(page.body, nonce);
  response.setHeader('content-length', body.length);
  response.end(body);
}

/** A page the cache may not keep, to the client whose request rendered it. */
export function sendRenderedPage(
  request: IncomingMessage,
  response: ServerResponse,
  page: RenderedPage,
): void {
  response.statusCode = page.status;
  for (const [name, value] of page.headers) {
    if (name !== 'content-length') response.appendHeader(name, value);
  }
  response.setHeader('content-length', page.body.length);
  response.end(request.method === 'HEAD' ? undefined : page.body);
}

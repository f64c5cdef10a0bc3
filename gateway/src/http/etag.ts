import { hash } from 'node:crypto';

/** A weak validator of a response body: equal bytes, equal tag (proxies may re-encode it). */
export function etagOf(body: string | Buffer): string {
  return `W/"${hash('sha1', body, 'base64url')}"`;
}

/** If-None-Match (RFC 9110 §13.1.2): weak comparison against any listed tag, or `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

import { createHash } from 'node:crypto';
import { cutNonce, nonceOfPolicy } from './nonce-template';

/** A response of the renderer, read to its end. */
export interface RenderedPage {
  status: number;
  /** Header names in lower case, each value on its own (several Set-Cookie stay apart). */
  headers: [string, string][];
  body: Buffer;
}

/** A rendered page as the cache keeps it: the nonce cut out of its headers and its body. */
export interface CachedPage {
  status: number;
  /** Each header's value split at the nonce. */
  headers: [string, string[]][];
  /** The body split at the nonce. */
  body: Buffer[];
  /** A weak validator of the page without its nonce: equal pages, equal tag. */
  etag: string;
  bytes: number;
}

/** Only a page, or the page that says there is none; never a redirect or an error. */
const KEPT_STATUSES = new Set([200, 404]);
/** Headers that belong to one transfer, not to the page (the server sets its own). */
const PER_RESPONSE = new Set(['content-length', 'date', 'connection', 'keep-alive', 'etag']);

export async function readRendered(response: Response): Promise<RenderedPage> {
  const headers: [string, string][] = [...response.headers];
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}

const header = (page: RenderedPage, name: string) =>
  page.headers.find(([key]) => key === name)?.[1];

/**
 * Whether a rendered page may be served to anyone else: an HTML 200 or 404 that sets no cookie,
 * is not marked private or no-store, and varies by nothing but its encoding (which the
 * compression after the cache handles).
 */
export function isShareable(page: RenderedPage): boolean {
  const cacheControl = header(page, 'cache-control') ?? '';
  const vary = (header(page, 'vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '' && name !== 'accept-encoding');
  return (
    KEPT_STATUSES.has(page.status) &&
    /^text\/html\b/i.test(header(page, 'content-type') ?? '') &&
    header(page, 'set-cookie') === undefined &&
    !/\b(private|no-store|no-cache)\b/i.test(cacheControl) &&
    vary.length === 0
  );
}

/** The page as the cache keeps it, or undefined when it may not be shared. */
export function toCachedPage(page: RenderedPage): CachedPage | undefined {
  if (!isShareable(page)) return undefined;
  const nonce = nonceOfPolicy(header(page, 'content-security-policy'));
  const split = (value: string) => (nonce ? value.split(nonce) : [value]);
  const headers = page.headers
    .filter(([name]) => !PER_RESPONSE.has(name))
    .map(([name, value]): [string, string[]] => [name, split(value)]);
  const body = nonce ? cutNonce(page.body, nonce) : [page.body];
  const digest = createHash('sha1');
  body.forEach((part, index) => {
    if (index > 0) digest.update('\0nonce\0');
    digest.update(part);
  });
  return {
    status: page.status,
    headers,
    body,
    etag: `W/"${digest.digest('base64url')}"`,
    bytes: page.body.length + headers.reduce((sum, [, parts]) => sum + parts.join('').length, 0),
  };
}

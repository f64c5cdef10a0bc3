import { pageCount } from '@bli/domain';
import type { PageFacts } from '@bli/server-kit';
import type { FastifyRequest } from 'fastify';

/** Headers a paged answer carries; the response cache keeps them with the body. */
export const PAGING_HEADERS = ['x-total-count', 'link'] as const;

/** Query parameters that say where a page starts: each link says it anew. */
const POSITION = ['page', 'after'];

/**
 * The request's own path and the query parameters the call reads (`read`: its route's fields),
 * with another position: `page` or `after` (a relative URI reference, RFC 3986). Parameters the
 * call ignored stay out: a caller's 8 KB of them, echoed in four links, made an answer whose
 * headers no client could read.
 */
function pageUrl(
  request: FastifyRequest,
  read: readonly string[],
  position: [name: 'page' | 'after', value: string],
): string {
  const url = new URL(request.url, 'http://gateway.invalid');
  const query = new URLSearchParams(
    [...url.searchParams].filter(([name]) => read.includes(name) && !POSITION.includes(name)),
  );
  query.set(...position);
  return `${url.pathname}?${query.toString()}`;
}

/**
 * RFC 8288 links to the first, previous, next and last pages that exist around this one. The
 * next page is the service's cursor (`after=`) where it gave one (lists in rank order: a deep
 * page then costs what the first does), else the page's number.
 */
export function pageLinks(
  request: FastifyRequest,
  read: readonly string[],
  page: PageFacts,
): string {
  const last = pageCount(page.total, page.pageSize);
  const byNumber = (n: number) => pageUrl(request, read, ['page', String(n)]);
  const links: [string, string][] = [[byNumber(1), 'first']];
  if (page.page > 1) links.push([byNumber(Math.min(page.page - 1, last)), 'prev']);
  if (page.page < last) {
    const next = page.nextCursor
      ? pageUrl(request, read, ['after', page.nextCursor])
      : byNumber(page.page + 1);
    links.push([next, 'next']);
  }
  links.push([byNumber(last), 'last']);
  return links.map(([url, rel]) => `<${url}>; rel="${rel}"`).join(', ');
}

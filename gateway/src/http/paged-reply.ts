import type { Page } from '@bli/contracts';
import { pageCount } from '@bli/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Headers a paged answer carries; the response cache keeps them with the body. */
export const PAGING_HEADERS = ['x-total-count', 'link'] as const;

/**
 * The request's own path and the query parameters the call read (`read`: its parsed input), with
 * another `page` (a relative URI reference, RFC 3986). Parameters the call ignored stay out: a
 * caller's 8 KB of them, echoed in four links, made an answer whose headers no client could read.
 */
function pageUrl(request: FastifyRequest, read: object, page: number): string {
  const url = new URL(request.url, 'http://gateway.invalid');
  const query = new URLSearchParams(
    [...url.searchParams].filter(([name]) => Object.hasOwn(read, name) && name !== 'page'),
  );
  query.set('page', String(page));
  return `${url.pathname}?${query.toString()}`;
}

/** RFC 8288 links to the first, previous, next and last pages that exist around this one. */
export function pageLinks(request: FastifyRequest, read: object, page: Page<unknown>): string {
  const last = pageCount(page.total, page.pageSize);
  const links: [number, string][] = [[1, 'first']];
  if (page.page > 1) links.push([Math.min(page.page - 1, last), 'prev']);
  if (page.page < last) links.push([page.page + 1, 'next']);
  links.push([last, 'last']);
  return links.map(([n, rel]) => `<${pageUrl(request, read, n)}>; rel="${rel}"`).join(', ');
}

/**
 * A list call's HTTP answer: the body stays the spec's JSON array (this page's items), the list's
 * length goes in `X-Total-Count` and the neighbouring pages in `Link` (`read`: the call's parsed
 * input, whose parameters the links keep).
 */
export function sendPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page<T>,
  read: object,
): T[] {
  void reply
    .header('x-total-count', String(page.total))
    .header('link', pageLinks(request, read, page));
  return page.items;
}

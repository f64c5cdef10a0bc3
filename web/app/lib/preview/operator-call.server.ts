import {
  routeRequest,
  routeResult,
  type RouteAddress,
  type RouteAt,
  type RouteCallArgs,
  type RouteResult,
} from '@bli/contracts';
import { apiBase, throwIfNotOk } from '../api-client';

/**
 * What the gateway needs of an operator's page request to answer an operator route for them:
 * their session cookie, and the origin their browser sent the request to (the host and scheme
 * the edge names), which it holds against ADMIN_ORIGIN (docs/security.md). Nothing else: no
 * Origin or Referer (a navigation need not send them), no client address.
 */
export function operatorHeaders(request: Request): Record<string, string> {
  const url = new URL(request.url);
  const cookie = request.headers.get('cookie');
  return {
    accept: 'application/json',
    ...(cookie ? { cookie } : {}),
    'x-forwarded-host': request.headers.get('x-forwarded-host') ?? url.host,
    'x-forwarded-proto': request.headers.get('x-forwarded-proto') ?? url.protocol.replace(/:$/, ''),
  };
}

/** A read of an operator route on behalf of the operator whose page request this is. */
export async function operatorGet<A extends RouteAddress>(
  request: Request,
  address: A,
  ...args: RouteCallArgs<RouteAt<A>>
): Promise<RouteResult<RouteAt<A>>> {
  const { url } = routeRequest(address, ...args);
  const response = await fetch(`${apiBase()}${url}`, { headers: operatorHeaders(request) });
  await throwIfNotOk(response);
  const answer: unknown = await response.json();
  return routeResult(address, answer, response.headers.get('x-total-count'), ...args);
}

import {
  CSRF_HEADER,
  routeRequest,
  routeResult,
  type RouteCallArgs,
  type RouteResult,
  type RouteAddress,
  type RouteAt,
} from '@bli/contracts';
import { apiErrorFromBody } from './api-error';

// The session's CSRF token (from login or /api/auth/me). The cookie itself is HttpOnly: the
// browser sends it, this code never sees it.
let csrfToken: string | null = null;
let onUnauthorised: () => void = () => undefined;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Called on any 401 from an admin call: the session ended (expired, logged out elsewhere). */
export function setUnauthorisedHandler(handler: () => void): void {
  onUnauthorised = handler;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * docs/product-rules.md §7's generic request on the same origin: credentials always, a JSON
 * body and its content type only when there is a body, and the CSRF header on every
 * state-changing call. A list call's answer is one page with the list's length.
 */
export async function apiCall<A extends RouteAddress>(
  address: A,
  ...args: RouteCallArgs<RouteAt<A>>
): Promise<RouteResult<RouteAt<A>>> {
  const { method, url, body } = routeRequest(address, ...args);
  const response = (await send(method, url, body, false)) as Response;
  const answer = await readJson(response);
  return routeResult(address, answer, response.headers.get('x-total-count'), ...args);
}

/**
 * A read that answers null on 401 instead of failing (docs/product-rules.md §8: "a read can be
 * set to return null on 401"): who is signed in, when nobody may be.
 */
export async function apiCallOrNullOn401<A extends RouteAddress>(
  address: A,
  ...args: RouteCallArgs<RouteAt<A>>
): Promise<RouteResult<RouteAt<A>> | null> {
  const { method, url, body } = routeRequest(address, ...args);
  const response = await send(method, url, body, true);
  return response === null ? null : ((await readJson(response)) as RouteResult<RouteAt<A>>);
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

/** The answer of a call that succeeded; null for a 401 the caller chose to accept. */
async function send(
  method: string,
  path: string,
  body: unknown,
  nullOn401: boolean,
): Promise<Response | null> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (!SAFE_METHODS.has(method) && csrfToken) headers[CSRF_HEADER] = csrfToken;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 401 && nullOn401) return null;
  if (!response.ok) {
    const error = apiErrorFromBody(
      response.status,
      response.statusText,
      await response.text().catch(() => ''),
    );
    if (response.status === 401) onUnauthorised();
    throw error;
  }
  return response;
}

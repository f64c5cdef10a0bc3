import {
  routeRequest,
  routeResult,
  type RouteCallArgs,
  type RouteResult,
  type RouteAddress,
  type RouteAt,
} from '@bli/contracts';
import { queryOptions } from '@tanstack/react-query';

/** Where the gateway is: the same origin in the browser, API_URL on the server. */
export function apiBase(): string {
  if (typeof window !== 'undefined') return '';
  return process.env.API_URL ?? 'http://127.0.0.1:3100';
}

/** A non-OK answer; its message is "{status}: {body or status text}" (docs/product-rules.md §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * No gateway answered at all (a connection failure): a 503 to pages, which show it as the
 * gateway's own, yet told apart where a network failure is worth a log line (page metadata).
 */
export class UnreachableError extends ApiError {
  constructor(reason: string) {
    super(503, `503: ${reason}`);
    this.name = 'UnreachableError';
  }
}

/** What the calls below read of an answer: a fetch Response, or the server's own (lighter) one. */
export type GatewayAnswer = Pick<Response, 'ok' | 'status' | 'statusText' | 'text' | 'json'> & {
  headers: Pick<Headers, 'get'>;
};
/** fetch's contract, down to a failure to connect being a TypeError. */
export type GatewayFetch = (url: string, init: RequestInit) => Promise<GatewayAnswer>;

let gatewayFetch: GatewayFetch = (url, init) => fetch(url, init);

/** The server's transport to the gateway (entry.server.tsx); the browser keeps fetch. */
export function setGatewayFetch(transport: GatewayFetch): void {
  gatewayFetch = transport;
}

/**
 * The gateway's answer to a call; a call that reaches no gateway at all (fetch's TypeError) is
 * an UnreachableError, a 503 like the gateway's own, so a loader shows the same "temporarily
 * unavailable" page for both instead of failing with a 500.
 */
async function send(url: string, init: RequestInit): Promise<GatewayAnswer> {
  try {
    return await gatewayFetch(`${apiBase()}${url}`, init);
  } catch (error) {
    if (error instanceof TypeError) throw new UnreachableError(error.message);
    throw error;
  }
}

export async function throwIfNotOk(
  response: Pick<Response, 'ok' | 'status' | 'statusText' | 'text'>,
): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, `${response.status}: ${text}`);
}

/**
 * A call to a contract route by its address (typed by the route's schemas, none of which reach
 * the browser): the spec's default read or a JSON write, credentials included; a list call's
 * answer is one page with the list's length (`X-Total-Count`).
 */
export async function apiCall<A extends RouteAddress>(
  address: A,
  ...args: RouteCallArgs<RouteAt<A>>
): Promise<RouteResult<RouteAt<A>>> {
  const { method, url, body } = routeRequest(address, ...args);
  const response = await send(url, {
    method,
    credentials: 'include',
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  const answer: unknown = await response.json();
  return routeResult(address, answer, response.headers.get('x-total-count'), ...args);
}

/**
 * GET of a URL built from a route's address whose answer the caller checks itself (page
 * metadata: any answer without a title and a description counts as none).
 */
export async function apiGet(url: string): Promise<unknown> {
  const response = await send(url, {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  await throwIfNotOk(response);
  return response.json();
}

/** The API, or the way to it, is down: a 5xx from the gateway or no gateway at all (above). */
export function isUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 500;
}

/** The API says the path names nothing (404) or nothing that could exist (400, a malformed slug). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * A contract route's call as a query. The key is the call's URL split into its path segments
 * (and its query), so the cache is organised by resource.
 */
export function apiQuery<A extends RouteAddress>(address: A, ...args: RouteCallArgs<RouteAt<A>>) {
  const [path, query] = routeRequest(address, ...args).url.split('?');
  return queryOptions({
    queryKey: [...path.split('/').filter(Boolean), ...(query ? [query] : [])],
    queryFn: () => apiCall(address, ...args),
  });
}

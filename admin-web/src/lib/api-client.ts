import { CSRF_HEADER, PAGE_SIZE_MAX } from '@bli/contracts';
import { pageCount } from '@bli/domain';
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

export interface RequestOptions {
  /** Answer null on 401 instead of failing (docs/product-rules.md §8: "a read can be set to return null on 401"). */
  nullOn401?: boolean;
  signal?: AbortSignal;
}

/**
 * docs/product-rules.md §7's generic request on the same origin: credentials always, a JSON body and its
 * content type only when there is a body, and the CSRF header on every state-changing call.
 */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, path, body, options);
  if (response === null) return null as T;
  return readJson<T>(response);
}

async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The answer of a call that succeeded; null for a 401 the caller chose to accept. */
async function send(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response | null> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (!SAFE_METHODS.has(method) && csrfToken) headers[CSRF_HEADER] = csrfToken;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  if (response.status === 401 && options.nullOn401) return null;
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

/** docs/product-rules.md §7's default read: GET the path, parse JSON. */
export function apiGet<T>(path: string, options?: RequestOptions): Promise<T> {
  return apiRequest<T>('GET', path, undefined, options);
}

/**
 * Every item of a paged list: the first page says in `X-Total-Count` how many there are, the
 * other pages are asked at once.
 */
export async function apiGetAll<T>(path: string): Promise<T[]> {
  const pageUrl = (page: number) =>
    `${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=${PAGE_SIZE_MAX}`;
  const first = (await send('GET', pageUrl(1), undefined, {})) as Response;
  const total = Number(first.headers.get('x-total-count') ?? 0);
  const rest = Array.from({ length: pageCount(total, PAGE_SIZE_MAX) - 1 }, (_, i) =>
    apiGet<T[]>(pageUrl(i + 2)),
  );
  return [await readJson<T[]>(first), ...(await Promise.all(rest))].flat();
}

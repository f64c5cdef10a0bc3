import { CSRF_HEADER } from '@bli/contracts';
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
  /** Answer null on 401 instead of failing (spec §8: "a read can be set to return null on 401"). */
  nullOn401?: boolean;
  signal?: AbortSignal;
}

/**
 * Spec §7's generic request on the same origin: credentials always, a JSON body and its
 * content type only when there is a body, and the CSRF header on every state-changing call.
 */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
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
  if (response.status === 401 && options.nullOn401) return null as T;
  if (!response.ok) {
    const error = apiErrorFromBody(
      response.status,
      response.statusText,
      await response.text().catch(() => ''),
    );
    if (response.status === 401) onUnauthorised();
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Spec §7's default read: GET the path, parse JSON. */
export function apiGet<T>(path: string, options?: RequestOptions): Promise<T> {
  return apiRequest<T>('GET', path, undefined, options);
}

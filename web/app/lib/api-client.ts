import type { Page } from '@bli/contracts';

/** Where the gateway is: the same origin in the browser, API_URL on the server. */
function apiBase(): string {
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

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, `${response.status}: ${text}`);
}

/** The spec's default read: GET the path, parse JSON, credentials included. */
export async function apiGet<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${apiBase()}${path}`, {
    credentials: 'include',
    headers: { accept: 'application/json' },
    ...init,
  });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** `path` with `page` and `pageSize` added to its query string. */
function pagePath(path: string, page: number, pageSize: number): string {
  return `${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=${pageSize}`;
}

/** One page of a list call: its items (the body) and the list's length (`X-Total-Count`). */
export async function apiGetPage<T>(
  path: string,
  page: number,
  pageSize: number,
): Promise<Page<T>> {
  const response = await fetch(`${apiBase()}${pagePath(path, page, pageSize)}`, {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  await throwIfNotOk(response);
  const items = (await response.json()) as T[];
  return {
    items,
    total: Number(response.headers.get('x-total-count') ?? items.length),
    page,
    pageSize,
  };
}

/** A generic request: the body and JSON content type are sent only when a body exists. */
export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiBase()}${path}`, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** The API says the path names nothing (404) or nothing that could exist (400, a malformed slug). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

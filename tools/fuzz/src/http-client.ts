// Sends generated requests to the public origin, with an operator session when asked, and
// keeps what came back for the checks.
import { CSRF_HEADER } from '@bli/contracts';
import type { FuzzRequest } from './request-arbitraries';

export interface FuzzResponse {
  status: number;
  headers: Headers;
  text: string;
  ms: number;
}

export interface AdminSessionHeaders {
  cookie: string;
  csrfToken: string;
}

/** Above the longest deadline the gateway documents (a sync call: 55 s wait + 5 s). */
const REQUEST_TIMEOUT_MS = 65_000;

export class FuzzClient {
  sent = 0;

  constructor(
    readonly baseUrl: string,
    private readonly session: AdminSessionHeaders | null,
  ) {}

  async send(request: FuzzRequest): Promise<FuzzResponse> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.contentType) headers['content-type'] = request.contentType;
    if (request.session !== 'none' && this.session) {
      headers.cookie = this.session.cookie;
      headers.origin = this.baseUrl;
      if (request.session === 'admin') headers[CSRF_HEADER] = this.session.csrfToken;
    }
    return this.raw(request.method, request.url, headers, request.body);
  }

  async raw(
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: string | Uint8Array,
  ): Promise<FuzzResponse> {
    this.sent++;
    const started = performance.now();
    try {
      const response = await fetch(`${this.baseUrl}${url}`, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      const ms = performance.now() - started;
      return { status: response.status, headers: response.headers, text, ms };
    } catch (error) {
      // No answer at all (connection reset, timeout): status 0, the reason as the text.
      const reason = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : '';
      return { status: 0, headers: new Headers(), text: reason, ms: performance.now() - started };
    }
  }
}

/** POST /api/auth/login as the operator's browser would, on the site's own origin. */
export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
): Promise<AdminSessionHeaders> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json()) as { csrfToken?: string };
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 200 || !cookie || !body.csrfToken) {
    throw new Error(`admin login failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return { cookie, csrfToken: body.csrfToken };
}

// Signing in as an operator in integration tests: an admin made directly in the gateway schema
// (the same function `npm run admin:create` uses), then a real POST /api/auth/login.
import { MikroORM } from '@mikro-orm/postgresql';
import { CSRF_HEADER, type AdminSession } from '@bli/contracts';
import { randomBytes } from 'node:crypto';
import { createAdmin } from '../src/auth/admin-accounts';
import { AdminUsersRepository } from '../src/auth/admin-users.repository';
import { gatewayOrmConfig } from '../src/database/mikro-orm.config';
import { call, type HttpResult } from './http';

export interface AdminCredentials {
  email: string;
  password: string;
}

/** What a signed-in operator's browser sends: cookie, CSRF token and its own origin. */
export interface AdminClient extends AdminCredentials {
  cookie: string;
  csrfToken: string;
  headers: Record<string, string>;
  call<T = unknown>(path: string, init?: RequestInit): Promise<HttpResult<T>>;
  get<T = unknown>(path: string): Promise<HttpResult<T>>;
  /** A JSON body with any method (POST, PUT, PATCH, DELETE); `raw` sends the string as is. */
  send<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    raw?: boolean,
  ): Promise<HttpResult<T>>;
  postJson<T = unknown>(path: string, body: unknown, raw?: boolean): Promise<HttpResult<T>>;
}

/** A fresh operator with a unique email in the stack's database. */
export async function createAdminUser(
  databaseUrl: string,
  credentials: AdminCredentials = {
    email: `ops-${randomBytes(4).toString('hex')}@example.com`,
    password: `pw-${randomBytes(12).toString('hex')}`,
  },
): Promise<AdminCredentials> {
  const orm = await MikroORM.init(gatewayOrmConfig(databaseUrl));
  try {
    await createAdmin(new AdminUsersRepository(orm), credentials.email, credentials.password);
  } finally {
    await orm.close();
  }
  return credentials;
}

/** The `name=value` pair of a Set-Cookie header (attributes dropped). */
export function cookiePair(response: HttpResult): string {
  const setCookie = response.headers.get('set-cookie');
  if (!setCookie) throw new Error(`no Set-Cookie in the answer (${response.status})`);
  return setCookie.split(';')[0];
}

/** POST /api/auth/login as a browser on the gateway's own origin would send it (with a TOTP code). */
export function login(
  baseUrl: string,
  credentials: AdminCredentials & { code?: string },
  headers: Record<string, string> = {},
) {
  return call<AdminSession>(baseUrl, '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...headers },
    body: JSON.stringify(credentials),
  });
}

/**
 * Signs in (a new operator unless credentials are given) and returns a client that sends the
 * session cookie, the CSRF token and the Origin header with every call, and `browser` (e.g. its
 * X-Forwarded-For and User-Agent) at login and after.
 */
export async function loginAsAdmin(
  stack: { baseUrl: string; infra: { databaseUrl: string } },
  credentials?: AdminCredentials & { code?: string },
  browser: Record<string, string> = {},
): Promise<AdminClient> {
  const account = credentials ?? (await createAdminUser(stack.infra.databaseUrl));
  const response = await login(stack.baseUrl, account, browser);
  if (response.status !== 200) {
    throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  const cookie = cookiePair(response);
  const { csrfToken } = response.body;
  const headers = { ...browser, cookie, [CSRF_HEADER]: csrfToken, origin: stack.baseUrl };
  const clientCall = <T>(path: string, init: RequestInit = {}) =>
    call<T>(stack.baseUrl, path, {
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
    });
  const send = <T>(method: string, path: string, body?: unknown, raw = false) =>
    clientCall<T>(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : raw ? (body as string) : JSON.stringify(body),
    });
  return {
    email: account.email,
    password: account.password,
    cookie,
    csrfToken,
    headers,
    call: clientCall,
    get: (path) => clientCall(path),
    send,
    postJson: (path, body, raw) => send('POST', path, body, raw),
  };
}

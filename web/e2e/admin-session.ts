// The operator the e2e stack starts with (the gateway creates it from ADMIN_EMAIL /
// ADMIN_PASSWORD), and calls made as that operator: session cookie, CSRF token and Origin.
import { CSRF_HEADER, adminSessionSchema } from '@bli/contracts';

export const E2E_ADMIN = { email: 'e2e-ops@example.com', password: 'e2e-operator-password' };

export type AdminFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** Signs in once, then sends every call with the session's cookie, CSRF token and our Origin. */
export function adminFetch(baseUrl: () => string): AdminFetch {
  let session: Promise<Record<string, string>> | null = null;
  const signIn = async (): Promise<Record<string, string>> => {
    const response = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl() },
      body: JSON.stringify(E2E_ADMIN),
    });
    if (!response.ok) throw new Error(`admin login: ${response.status} ${await response.text()}`);
    const { csrfToken } = adminSessionSchema.parse(await response.json());
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
    return { cookie, [CSRF_HEADER]: csrfToken, origin: baseUrl() };
  };
  return async (path, init = {}) => {
    session ??= signIn();
    const headers = { ...(await session), ...(init.headers as Record<string, string>) };
    return fetch(`${baseUrl()}${path}`, { ...init, headers });
  };
}

import type { AdminSession, LoginRequest } from '@bli/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest, setCsrfToken } from '../lib/api-client';

export const SESSION_KEY = ['auth', 'me'] as const;

/** Who is signed in (null: nobody); remembers the session's CSRF token for later writes. */
export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: async () => {
    const session = await apiGet<AdminSession | null>('/api/auth/me', { nullOn401: true });
    setCsrfToken(session?.csrfToken ?? null);
    return session;
  },
});

export async function logIn(credentials: LoginRequest): Promise<AdminSession> {
  const session = await apiRequest<AdminSession>('POST', '/api/auth/login', credentials);
  setCsrfToken(session.csrfToken);
  return session;
}

export async function logOut(): Promise<void> {
  await apiRequest<void>('POST', '/api/auth/logout');
  setCsrfToken(null);
}

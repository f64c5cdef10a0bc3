import { GatewayApi, type AdminSession, type LoginRequest } from '@bli/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, apiCallOrNullOn401, setCsrfToken } from '../lib/api-client';

export const SESSION_KEY = ['auth', 'me'] as const;

/** Who is signed in (null: nobody); remembers the session's CSRF token for later writes. */
export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: async () => {
    const session = await apiCallOrNullOn401(GatewayApi.me);
    setCsrfToken(session?.csrfToken ?? null);
    return session;
  },
});

export async function logIn(credentials: LoginRequest): Promise<AdminSession> {
  const session = await apiCall(GatewayApi.login, { body: credentials });
  setCsrfToken(session.csrfToken);
  return session;
}

export async function logOut(): Promise<void> {
  await apiCall(GatewayApi.logout);
  setCsrfToken(null);
}

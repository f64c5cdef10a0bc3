/** The login screen, remembering where to return (a path inside the admin app). */
export function loginPath(returnTo: string): string {
  return returnTo && returnTo !== '/' ? `/login?next=${encodeURIComponent(returnTo)}` : '/login';
}

/**
 * Where to go after login: the remembered path when it is one of ours ("/price-update"),
 * never another origin ("//evil.example", "https://…") or a non-path.
 */
export function safeReturnPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  if (next === '/login' || next.startsWith('/login?')) return '/';
  return next;
}

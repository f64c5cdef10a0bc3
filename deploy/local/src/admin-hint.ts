import type { LocalAdmin } from './admin-credentials';

/** The line `npm start` prints about the operators' screens: where they are and how to sign in. */
export function adminSignInHint(
  port: number,
  adminEmail: string | undefined,
  generated: LocalAdmin | null = null,
): string {
  const url = `http://localhost:${port}/admin`;
  if (generated) {
    return `Admin: ${url} — log in as ${generated.email} / ${generated.password} (made for this data folder; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`;
  }
  if (adminEmail?.trim()) {
    return `admin: ${url}, sign in as ${adminEmail.trim()} with ADMIN_PASSWORD (it creates the first operator when there is none)`;
  }
  return `admin: ${url}; to sign in, run npm start with ADMIN_EMAIL and ADMIN_PASSWORD (12+ characters) set: the first operator is created from them`;
}

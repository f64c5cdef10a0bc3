import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new session id for the cookie: 32 random bytes, base64url. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a session id: its SHA-256, hex. */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/** A session's CSRF token: 32 random bytes, base64url (43 characters). */
export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Compares two secrets in time that does not depend on where they first differ. */
export function secretsEqual(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';

/** PostgreSQL's own default (scram_iterations). */
const ITERATIONS = 4096;

/**
 * The SCRAM-SHA-256 verifier PostgreSQL stores for `password` (RFC 5802, RFC 7677). Sent in
 * `ALTER ROLE … PASSWORD`, the server keeps it as is: the password itself never reaches the
 * server, its statement log or `pg_stat_activity`.
 */
export function scramSha256Verifier(password: string, salt = randomBytes(16)): string {
  // PostgreSQL runs SASLprep over the password; printable ASCII is left as it is by SASLprep.
  if (!/^[\x21-\x7e]+$/.test(password)) {
    throw new Error('a database password must be printable ASCII without spaces');
  }
  const salted = pbkdf2Sync(password, salt, ITERATIONS, 32, 'sha256');
  const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();
  const storedKey = createHash('sha256').update(hmac(salted, 'Client Key')).digest();
  const serverKey = hmac(salted, 'Server Key');
  return `SCRAM-SHA-256$${ITERATIONS}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

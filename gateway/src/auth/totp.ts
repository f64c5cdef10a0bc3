import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const ISSUER = 'Best Laptops India admin';

function totpOf(secretBase32: string, email: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

/** A new secret: 20 random bytes (RFC 4226's length), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URI an authenticator app reads (as text or from a QR code). */
export function otpauthUri(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/**
 * The 30-second step a code belongs to when it is right now (one step either side is allowed for
 * clock drift) and newer than `lastStep`, so a code seen once cannot be replayed; else null.
 */
export function acceptedTotpStep(
  secretBase32: string,
  code: string,
  lastStep: number | null,
  now: Date,
): number | null {
  const totp = totpOf(secretBase32, '');
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = totp.counter({ timestamp: now.getTime() }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

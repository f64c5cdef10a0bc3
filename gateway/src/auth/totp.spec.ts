import { Secret, TOTP, URI } from 'otpauth';
import { acceptedTotpStep, newTotpSecret, otpauthUri } from './totp';

const now = new Date('2026-11-22T06:00:10Z');
const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

describe('TOTP', () => {
  it('makes a 20-byte base32 secret and the otpauth URI authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = URI.parse(otpauthUri(secret, 'ops@example.com'));
    expect(parsed).toBeInstanceOf(TOTP);
    expect(parsed).toMatchObject({ issuer: 'Best Laptops India admin', label: 'ops@example.com' });
    expect(parsed.secret.base32).toBe(secret);
  });

  it('accepts the current code and one a step either side, and names its step', () => {
    const secret = newTotpSecret();
    const step = Math.floor(now.getTime() / 30_000);
    expect(acceptedTotpStep(secret, codeAt(secret, now), null, now)).toBe(step);
    const earlier = new Date(now.getTime() - 30_000);
    expect(acceptedTotpStep(secret, codeAt(secret, earlier), null, now)).toBe(step - 1);
    const old = new Date(now.getTime() - 5 * 60_000);
    expect(acceptedTotpStep(secret, codeAt(secret, old), null, now)).toBeNull();
    expect(acceptedTotpStep(secret, '000000x', null, now)).toBeNull();
  });

  it('refuses a code of a step already used (no replay)', () => {
    const secret = newTotpSecret();
    const code = codeAt(secret, now);
    const step = Math.floor(now.getTime() / 30_000);
    expect(acceptedTotpStep(secret, code, null, now)).toBe(step);
    expect(acceptedTotpStep(secret, code, step, now)).toBeNull();
    expect(acceptedTotpStep(secret, code, step - 1, now)).toBe(step);
  });
});

import { randomBytes } from 'node:crypto';
import { TotpSecretBox } from './totp-secret-box';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('TotpSecretBox', () => {
  it('seals with the key so the stored text does not hold the secret, and opens it again', () => {
    const box = new TotpSecretBox(randomBytes(32));
    const stored = box.seal(secret, 7);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(secret);
    expect(box.seal(secret, 7)).not.toBe(stored);
    expect(box.open(stored, 7)).toBe(secret);
  });

  it('refuses a sealed secret moved to another operator, or read with another key', () => {
    const box = new TotpSecretBox(randomBytes(32));
    const stored = box.seal(secret, 7);
    expect(() => box.open(stored, 8)).toThrow();
    expect(() => new TotpSecretBox(randomBytes(32)).open(stored, 7)).toThrow();
    expect(() => new TotpSecretBox(null).open(stored, 7)).toThrow(/ADMIN_TOTP_KEY/);
  });

  it('keeps the secret as it is without a key, and still reads it once a key is set', () => {
    const stored = new TotpSecretBox(null).seal(secret, 7);
    expect(stored).toBe(`plain.${secret}`);
    expect(new TotpSecretBox(randomBytes(32)).open(stored, 7)).toBe(secret);
  });
});

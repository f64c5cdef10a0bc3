import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hasher';

describe('password hashing', () => {
  it('hashes with argon2id at m=64 MiB, t=3, p=4 and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/);
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse batterY')).toBe(false);
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
  });

  it('treats an unreadable hash as a wrong password, and the dummy never matches', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyAgainstDummy('not-a-password-of-anyone')).toBe(false);
  });
});

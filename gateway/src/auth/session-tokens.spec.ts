import { createHash } from 'node:crypto';
import { hashSessionId, newCsrfToken, newSessionId, secretsEqual } from './session-tokens';

describe('session tokens', () => {
  it('makes 32-byte random ids and tokens, never the same twice', () => {
    const id = newSessionId();
    expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    expect(newSessionId()).not.toBe(id);
    expect(Buffer.from(newCsrfToken(), 'base64url')).toHaveLength(32);
  });

  it('stores the SHA-256 of the id, hex', () => {
    const id = newSessionId();
    expect(hashSessionId(id)).toBe(createHash('sha256').update(id).digest('hex'));
    expect(hashSessionId(id)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('compares secrets exactly', () => {
    const token = newCsrfToken();
    expect(secretsEqual(token, token)).toBe(true);
    expect(secretsEqual(`${token}x`, token)).toBe(false);
    expect(secretsEqual(token.slice(1), token)).toBe(false);
    expect(secretsEqual('', token)).toBe(false);
    expect(secretsEqual(undefined, token)).toBe(false);
  });
});

import { InvalidInputError } from '@bli/server-kit';
import { AlertTokens } from './alert-token';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const now = new Date('2026-11-27T10:00:00Z');
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);

function refusal(work: () => unknown): InvalidInputError {
  try {
    work();
  } catch (error) {
    if (error instanceof InvalidInputError) return error;
    throw error;
  }
  throw new Error('the token was accepted');
}

describe('AlertTokens', () => {
  const tokens = new AlertTokens(SECRET);

  it('round-trips its claims and fits the contract (base64url, a dot, at most 600 characters)', () => {
    const token = tokens.issue('unsubscribe', 42, now, 7);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(token.length).toBeLessThanOrEqual(600);
    expect(tokens.verify(token, 'unsubscribe', now)).toEqual({
      scope: 'unsubscribe',
      subscriberId: 42,
      alertId: 7,
    });
  });

  it('holds no address, only ids', () => {
    const token = tokens.issue('manage', 42, now);
    const body = Buffer.from(token.split('.')[0], 'base64url').toString();
    expect(body).not.toContain('@');
  });

  it('lets a confirm link work 48 hours and a manage link 30 days; unsubscribe never expires', () => {
    const confirm = tokens.issue('confirm', 1, now);
    expect(tokens.verify(confirm, 'confirm', hours(47.9)).subscriberId).toBe(1);
    expect(() => tokens.verify(confirm, 'confirm', hours(48))).toThrow(InvalidInputError);

    const manage = tokens.issue('manage', 1, now);
    expect(tokens.verify(manage, 'manage', hours(30 * 24 - 1)).subscriberId).toBe(1);
    expect(() => tokens.verify(manage, 'manage', hours(30 * 24))).toThrow(InvalidInputError);

    const unsubscribe = tokens.issue('unsubscribe', 1, now);
    expect(tokens.verify(unsubscribe, 'unsubscribe', hours(5 * 365 * 24)).subscriberId).toBe(1);
  });

  it('refuses a token of another scope: a confirm link does not manage', () => {
    const confirm = tokens.issue('confirm', 1, now);
    expect(() => tokens.verify(confirm, 'manage', now)).toThrow(InvalidInputError);
    expect(() => tokens.verify(confirm, 'unsubscribe', now)).toThrow(InvalidInputError);
  });

  it('refuses a changed token, one signed with another secret, and junk: a 400 naming token', () => {
    const token = tokens.issue('manage', 1, now);
    const [, mac] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ s: 'm', sub: 2 })).toString('base64url')}.${mac}`;
    const other = new AlertTokens('another-secret-of-at-least-32-characters').issue(
      'manage',
      1,
      now,
    );
    for (const bad of [forged, other, 'not-a-token-at-all-but-long', `${token}.x`, `${token}x`]) {
      const error = refusal(() => tokens.verify(bad, 'manage', now));
      expect(error.details).toEqual({ fields: [{ field: 'token', message: error.message }] });
    }
  });
});

import { isDatabaseUnavailable } from './database-unavailable';

describe('isDatabaseUnavailable', () => {
  it('knows a refused or cut connection and a server shutting down or starting', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const wrapped = Object.assign(new Error('driver'), { name: 'DriverException' });
    expect(isDatabaseUnavailable(Object.assign(wrapped, { cause: { code: 'ECONNREFUSED' } }))).toBe(
      true,
    );
  });

  it('knows a name that does not resolve and an address that cannot be reached', () => {
    for (const code of ['ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']) {
      expect(isDatabaseUnavailable(Object.assign(new Error(`getaddrinfo ${code}`), { code }))).toBe(
        true,
      );
    }
  });

  it('knows a connection not ready within the connect timeout, new or from a full pool', () => {
    // pg-pool's own messages: a new connection given up, and a wait for a busy pool's slot.
    expect(
      isDatabaseUnavailable(new Error('Connection terminated due to connection timeout')),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves real bugs and constraint errors alone', () => {
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

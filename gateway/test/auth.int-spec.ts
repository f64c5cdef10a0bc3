// Operator sign-in against a real gateway and PostgreSQL: argon2id at rest, hashed session ids,
// cookie attributes, rotation, logout, idle and absolute expiry, the login throttle (parallel
// attempts, forged addresses, per account and address with growing waits), and the first admin
// from ADMIN_EMAIL / ADMIN_PASSWORD.
import { adminSessionSchema, httpErrorSchema } from '@bli/contracts';
import { createHash } from 'node:crypto';
import {
  cookiePair,
  createAdminUser,
  login,
  loginAsAdmin,
  type AdminCredentials,
} from './admin-session';
import { startGateway as startGatewayOf } from './gateway-app';
import { call } from './http';
import { startStackWithSql, type StackWithSql } from './stack';

let stack: StackWithSql;

/** Each test signs in from an address of its own (the gateway trusts X-Forwarded-For). */
const from = (ip: string) => ({ 'x-forwarded-for': ip });

const me = (cookie?: string) =>
  call(stack.baseUrl, '/api/auth/me', { headers: cookie ? { cookie } : {} });

function expectError(
  result: { status: number; body: unknown },
  status: number,
  error: string | RegExp,
  code?: string,
) {
  expect(result.status).toBe(status);
  const body = httpErrorSchema.parse(result.body);
  expect(body.error).toMatch(error);
  if (code) expect(body.code).toBe(code);
  return body;
}

beforeAll(async () => {
  stack = await startStackWithSql({ catalogues: 0 });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('passwords', () => {
  it('are stored as argon2id with at least the OWASP parameters, read back from the hash', async () => {
    const account = await createAdminUser(stack.infra.databaseUrl);
    const [row] = await stack.sql<{ password_hash: string }>(
      'select password_hash from gateway.admin_users where email = ?',
      [account.email],
    );
    expect(row.password_hash).not.toContain(account.password);
    const match =
      /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(
        row.password_hash,
      );
    expect(match).not.toBeNull();
    const [memoryKiB, passes, lanes] = match!.slice(1).map(Number);
    expect({ memoryKiB, passes, lanes }).toEqual({ memoryKiB: 65_536, passes: 3, lanes: 4 });
    expect(memoryKiB).toBeGreaterThanOrEqual(19_456);
    expect(passes).toBeGreaterThanOrEqual(2);
  });
});

describe('POST /api/auth/login', () => {
  let account: AdminCredentials;

  beforeAll(async () => {
    account = await createAdminUser(stack.infra.databaseUrl);
  });

  it('answers the operator and a CSRF token, and sets an HttpOnly SameSite=Strict cookie', async () => {
    const result = await login(stack.baseUrl, account, from('198.51.100.1'));
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    const body = adminSessionSchema.parse(result.body);
    expect(body.user).toEqual({ email: account.email, totpEnabled: false });
    expect(Buffer.from(body.csrfToken, 'base64url')).toHaveLength(32);

    const setCookie = result.headers.get('set-cookie')!;
    const [pair, ...attributes] = setCookie.split(';').map((part) => part.trim());
    const [name, value] = pair.split('=');
    expect(name).toBe('bli_admin');
    expect(Buffer.from(value, 'base64url')).toHaveLength(32);
    expect(attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/', 'Max-Age=43200']),
    );
    // Development (http): not Secure; production uses __Host-bli_admin with Secure (unit test).
    expect(attributes).not.toContain('Secure');

    // Only the SHA-256 of the id is stored.
    const hash = createHash('sha256').update(value).digest('hex');
    const rows = await stack.sql<{ id_hash: string }>(
      'select s.id_hash from gateway.admin_sessions s join gateway.admin_users u on u.id = s.user_id where u.email = ?',
      [account.email],
    );
    expect(rows.map((row) => row.id_hash)).toContain(hash);
    expect(rows.map((row) => row.id_hash)).not.toContain(value);

    const current = await me(pair);
    expect(current.status).toBe(200);
    expect(current.body).toEqual(body);
  });

  it('gives a wrong password and an unknown email the same 401, for the same work', async () => {
    // The work is argon2id's: one verification each, against hashes of the same cost (memory,
    // passes, lanes), so neither answer is faster. Counted, not timed: the CPU time of one
    // verification moved between 80 and 220 ms from login to login on this machine, enough to
    // fail a timing comparison either way.
    // The module object the gateway's code calls through (an `import *` would be a copy).
    const argon2 = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
    const verify = jest.spyOn(argon2, 'verify');
    try {
      const hashesVerifiedBy = async (credentials: { email: string; password: string }) => {
        verify.mockClear();
        const result = await login(stack.baseUrl, credentials, from('198.51.100.10'));
        expectError(result, 401, /^Invalid email or password$/, 'UNAUTHORISED');
        expect(result.headers.get('set-cookie')).toBeNull();
        return verify.mock.calls.map(([hash]) => String(hash));
      };
      const wrong = await hashesVerifiedBy({ email: account.email, password: 'not the password' });
      const unknown = await hashesVerifiedBy({
        email: 'nobody@example.com',
        password: 'not the password',
      });
      const cost = (hash: string) => hash.split('$').slice(1, 4).join('$');
      expect(wrong).toHaveLength(1);
      expect(unknown).toHaveLength(1);
      expect(cost(unknown[0])).toBe(cost(wrong[0]));
      expect(cost(wrong[0])).toBe('argon2id$v=19$m=65536,t=3,p=4');
      expect(unknown[0]).not.toBe(wrong[0]);
    } finally {
      verify.mockRestore();
    }
  });

  it('refuses a login from another origin, or without Origin and Referer', async () => {
    expectError(
      await login(stack.baseUrl, account, { origin: 'https://evil.example' }),
      403,
      /cross-origin/,
      'FORBIDDEN',
    );
    const bare = await call(stack.baseUrl, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expectError(bare, 403, /cross-origin/);
  });

  it('names missing fields with a 400', async () => {
    const result = await call(stack.baseUrl, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.baseUrl },
      body: JSON.stringify({ email: account.email }),
    });
    expectError(result, 400, /password/, 'INVALID_INPUT');
  });

  it('rotates the session: every login a new id, the one the browser had ends', async () => {
    const first = await login(stack.baseUrl, account, from('198.51.100.2'));
    const firstCookie = cookiePair(first);
    const second = await login(stack.baseUrl, account, {
      ...from('198.51.100.2'),
      cookie: firstCookie,
    });
    const secondCookie = cookiePair(second);
    expect(secondCookie).not.toBe(firstCookie);
    expect(adminSessionSchema.parse(second.body).csrfToken).not.toBe(
      adminSessionSchema.parse(first.body).csrfToken,
    );
    expectError(await me(firstCookie), 401, /^Authentication required$/, 'UNAUTHORISED');
    expect((await me(secondCookie)).status).toBe(200);
  });
});

describe('GET /api/auth/me and sessions', () => {
  it('is a 401 without a cookie or with a made-up one', async () => {
    expectError(await me(), 401, /^Authentication required$/, 'UNAUTHORISED');
    expectError(await me('bli_admin=made-up'), 401, /^Authentication required$/);
  });

  it('ends after the idle time without a request', async () => {
    const admin = await loginAsAdmin(stack);
    expect((await admin.get('/api/auth/me')).status).toBe(200);
    await stack.sql(
      `update gateway.admin_sessions set last_seen_at = now() - interval '31 minutes' where csrf_token = ?`,
      [admin.csrfToken],
    );
    expectError(await admin.get('/api/auth/me'), 401, /^Authentication required$/);
    const left = await stack.sql('select 1 from gateway.admin_sessions where csrf_token = ?', [
      admin.csrfToken,
    ]);
    expect(left).toHaveLength(0);
  });

  it('slides the idle expiry with each request', async () => {
    const admin = await loginAsAdmin(stack);
    await stack.sql(
      `update gateway.admin_sessions set last_seen_at = now() - interval '29 minutes' where csrf_token = ?`,
      [admin.csrfToken],
    );
    expect((await admin.get('/api/auth/me')).status).toBe(200);
    const [row] = await stack.sql<{ idle_seconds: number }>(
      `select extract(epoch from now() - last_seen_at) as idle_seconds from gateway.admin_sessions where csrf_token = ?`,
      [admin.csrfToken],
    );
    expect(Number(row.idle_seconds)).toBeLessThan(60);
  });

  it('ends at the absolute expiry however active it is', async () => {
    const admin = await loginAsAdmin(stack);
    await stack.sql(
      `update gateway.admin_sessions set expires_at = now() - interval '1 second' where csrf_token = ?`,
      [admin.csrfToken],
    );
    expectError(await admin.get('/api/auth/me'), 401, /^Authentication required$/);
  });
});

describe('POST /api/auth/logout', () => {
  it('needs the CSRF token like every state-changing admin call', async () => {
    const admin = await loginAsAdmin(stack);
    const result = await call(stack.baseUrl, '/api/auth/logout', {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: stack.baseUrl },
    });
    expectError(result, 403, /^Invalid or missing CSRF token$/, 'FORBIDDEN');
    expect((await admin.get('/api/auth/me')).status).toBe(200);
  });

  it('ends the session on the server: the old cookie is a 401 afterwards', async () => {
    const admin = await loginAsAdmin(stack);
    const result = await admin.send('POST', '/api/auth/logout');
    expect(result.status).toBe(204);
    const cleared = result.headers.get('set-cookie')!;
    expect(cleared).toMatch(/^bli_admin=;/);
    expect(cleared).toMatch(/Max-Age=0/);
    expectError(await admin.get('/api/auth/me'), 401, /^Authentication required$/);
    expectError(await admin.send('POST', '/api/auth/logout'), 401, /^Authentication required$/);
  });
});

describe('the login throttle', () => {
  const failures = async (
    count: number,
    email: (i: number) => string,
    ip: (i: number) => string,
  ) => {
    for (let i = 0; i < count; i++) {
      const result = await login(
        stack.baseUrl,
        { email: email(i), password: 'wrong password!' },
        from(ip(i)),
      );
      expectError(result, 401, /^Invalid email or password$/);
    }
  };

  /** A 429 with the throttle's words and a Retry-After within `[least, most]` seconds. */
  function expectThrottled(
    result: { status: number; body: unknown; headers: Headers },
    least = 1,
    most = 15 * 60,
  ) {
    expectError(result, 429, /^Too many login attempts\. Try again later\.$/, 'RATE_LIMITED');
    const retryAfter = Number(result.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(least);
    expect(retryAfter).toBeLessThanOrEqual(most);
  }

  const failuresOf = async (email: string) =>
    stack.sql<{ ip: string }>('select ip from gateway.login_failures where email = ?', [email]);

  it('counts parallel attempts one after another: of 50 at once, at most five 401s, the rest 429', async () => {
    const account = await createAdminUser(stack.infra.databaseUrl);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        login(
          stack.baseUrl,
          { email: account.email, password: 'wrong password!' },
          from('198.51.100.77'),
        ),
      ),
    );
    const statuses = results.map((result) => result.status);
    const wrong = statuses.filter((status) => status === 401).length;
    expect(wrong).toBeLessThanOrEqual(5);
    expect(wrong + statuses.filter((status) => status === 429).length).toBe(50);
    expect(await failuresOf(account.email)).toHaveLength(wrong);
  });

  it('takes only a valid IP from X-Forwarded-For, and counts an odd or over-long one as the peer', async () => {
    const account = await createAdminUser(stack.infra.databaseUrl);
    for (const forged of ['not-an-ip', 'x'.repeat(200), '203.0.113.5, <b>']) {
      const result = await login(
        stack.baseUrl,
        { email: account.email, password: 'wrong password!' },
        from(forged),
      );
      expectError(result, 401, /^Invalid email or password$/);
    }
    expect(await failuresOf(account.email)).toEqual([
      { ip: '127.0.0.1' },
      { ip: '127.0.0.1' },
      { ip: '127.0.0.1' },
    ]);
    // Other tests sign in from this machine's own address: leave it unblocked.
    await stack.sql('delete from gateway.login_failures where email = ?', [account.email]);
  });

  it('refuses the 6th attempt of an account from one address, even with the right password', async () => {
    const account = await createAdminUser(stack.infra.databaseUrl);
    await failures(
      5,
      () => account.email,
      () => '203.0.113.1',
    );
    expectThrottled(await login(stack.baseUrl, account, from('203.0.113.1')));
  });

  it("keeps the right password working from the operator's address while others fail on the account", async () => {
    const account = await createAdminUser(stack.infra.databaseUrl);
    // One attacker's address locked out of the account, and five more failing once each.
    await failures(
      5,
      () => account.email,
      () => '203.0.113.20',
    );
    await failures(
      5,
      () => account.email,
      (i) => `203.0.113.${i + 21}`,
    );
    expectThrottled(
      await login(
        stack.baseUrl,
        { email: account.email, password: 'wrong password!' },
        from('203.0.113.20'),
      ),
    );
    expect((await login(stack.baseUrl, account, from('203.0.113.50'))).status).toBe(200);
  });

  it('makes each further failure of an account from one address wait longer: 1 minute, 2, then 4', async () => {
    const account = await createAdminUser(stack.infra.databaseUrl);
    const ip = '192.0.2.120';
    const wrong = { email: account.email, password: 'wrong password!' };
    await failures(
      5,
      () => account.email,
      () => ip,
    );
    const earlier = (interval: string) =>
      stack.sql(
        `update gateway.login_failures set failed_at = failed_at - interval '${interval}' where email = ?`,
        [account.email],
      );
    // Out of the address's 15-minute window: the account-and-address rule alone is left.
    await earlier('16 minutes');
    expectError(await login(stack.baseUrl, wrong, from(ip)), 401, /^Invalid email or password$/);
    expectThrottled(await login(stack.baseUrl, account, from(ip)), 61, 120);
    await earlier('2 minutes');
    expectError(await login(stack.baseUrl, wrong, from(ip)), 401, /^Invalid email or password$/);
    expectThrottled(await login(stack.baseUrl, account, from(ip)), 121, 240);
    await earlier('4 minutes');
    expect((await login(stack.baseUrl, account, from(ip))).status).toBe(200);
  });

  it('answers an unknown email the same way', async () => {
    const email = 'nobody-at-all@example.com';
    await failures(
      5,
      () => email,
      () => '203.0.113.60',
    );
    expectThrottled(
      await login(stack.baseUrl, { email, password: 'wrong password!' }, from('203.0.113.60')),
    );
  });

  it('counts per address across accounts; a success does not reset it for the others', async () => {
    const ip = '192.0.2.77';
    const account = await createAdminUser(stack.infra.databaseUrl);
    await failures(
      4,
      (i) => `guess-${i}@example.com`,
      () => ip,
    );
    expect((await login(stack.baseUrl, account, from(ip))).status).toBe(200);
    await failures(
      1,
      () => 'guess-last@example.com',
      () => ip,
    );
    expectThrottled(await login(stack.baseUrl, account, from(ip)));
    // Another address is not affected.
    expect((await login(stack.baseUrl, account, from('192.0.2.78'))).status).toBe(200);
  });

  it('lifts once the failures are older than 15 minutes', async () => {
    const account = await createAdminUser(stack.infra.databaseUrl);
    await failures(
      5,
      () => account.email,
      () => '192.0.2.90',
    );
    expectThrottled(await login(stack.baseUrl, account, from('192.0.2.90')));
    await stack.sql(
      `update gateway.login_failures set failed_at = now() - interval '16 minutes' where email = ?`,
      [account.email],
    );
    expect((await login(stack.baseUrl, account, from('192.0.2.90'))).status).toBe(200);
  });
});

describe('the first admin from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  const startGateway = (env: Record<string, string>) => startGatewayOf(stack, env);

  it('is created only while no admin exists, and never changed by a later start', async () => {
    await stack.sql('delete from gateway.admin_users');
    const first = { email: 'First@Example.com', password: 'first admin password' };
    const one = await startGateway({ ADMIN_EMAIL: first.email, ADMIN_PASSWORD: first.password });
    try {
      const result = await login(one.baseUrl, first, from('192.0.2.200'));
      expect(result.status).toBe(200);
      expect(adminSessionSchema.parse(result.body).user.email).toBe('first@example.com');
    } finally {
      await one.app.close();
    }
    const two = await startGateway({
      ADMIN_EMAIL: 'second@example.com',
      ADMIN_PASSWORD: 'second admin password',
    });
    try {
      const users = await stack.sql<{ email: string }>('select email from gateway.admin_users');
      expect(users.map((user) => user.email)).toEqual(['first@example.com']);
    } finally {
      await two.app.close();
    }
  });

  it('refuses to start with a password under 12 characters', async () => {
    await stack.sql('delete from gateway.admin_users');
    await expect(
      startGateway({ ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'short' }),
    ).rejects.toThrow(/ADMIN_EMAIL \/ ADMIN_PASSWORD: password must be at least 12 characters/);
  });
});

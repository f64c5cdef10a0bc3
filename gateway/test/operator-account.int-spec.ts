// A signed-in operator's own account against a real gateway and PostgreSQL: changing the
// password (other sessions end), the session list and ending a session, and the second factor
// (TOTP: enrolment, the login's code step, replay, throttling, turning it off).
import {
  adminSessionSchema,
  httpErrorSchema,
  LOGIN_CODE_REQUIRED,
  operatorSessionSchema,
  totpEnrolmentSchema,
} from '@bli/contracts';
import { Secret, TOTP, URI } from 'otpauth';
import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  createAdminUser,
  login,
  loginAsAdmin,
  type AdminClient,
  type AdminCredentials,
} from './admin-session';
import { startGateway, type ExtraGateway } from './gateway-app';
import { call, type HttpResult } from './http';
import { startStackWithSql, type StackWithSql } from './stack';

let stack: StackWithSql;

const from = (ip: string, userAgent = 'jest') => ({
  'x-forwarded-for': ip,
  'user-agent': userAgent,
});

function expectError(result: HttpResult, status: number, error: string | RegExp) {
  expect([result.status, result.body]).toEqual([status, expect.anything()]);
  const body = httpErrorSchema.parse(result.body);
  expect(body.error).toMatch(error);
  return body;
}

const isAlive = async (client: AdminClient) => (await client.get('/api/auth/me')).status === 200;

beforeAll(async () => {
  stack = await startStackWithSql({ catalogues: 0 });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('POST /api/auth/password', () => {
  it('needs the current password, and ends every other session of the operator', async () => {
    const account = await createAdminUser(stack.infra.databaseUrl);
    const here = await loginAsAdmin(stack, account, from('198.51.100.31'));
    const elsewhere = await loginAsAdmin(stack, account, from('198.51.100.32'));
    const someoneElse = await loginAsAdmin(stack, undefined, from('198.51.100.33'));
    const newPassword = `new-${randomBytes(8).toString('hex')}`;

    const wrong = await here.postJson('/api/auth/password', {
      currentPassword: 'not the password',
      newPassword,
    });
    expect(expectError(wrong, 400, /^currentPassword is not right$/).code).toBe('INVALID_INPUT');
    // A wrong current password counts with the login throttle.
    const counted = await stack.sql('select 1 from gateway.login_failures where email = ?', [
      account.email,
    ]);
    expect(counted).toHaveLength(1);

    const changed = await here.postJson('/api/auth/password', {
      currentPassword: account.password,
      newPassword,
    });
    expect(changed.status).toBe(204);
    expect(await isAlive(here)).toBe(true);
    expect(await isAlive(elsewhere)).toBe(false);
    expect(await isAlive(someoneElse)).toBe(true);
    expect((await login(stack.baseUrl, account, from('198.51.100.34'))).status).toBe(401);
    const signedIn = await login(stack.baseUrl, { ...account, password: newPassword });
    expect(signedIn.status).toBe(200);
  });

  it('names the new password when it is too short, the same, or the email', async () => {
    const account = await createAdminUser(stack.infra.databaseUrl);
    const admin = await loginAsAdmin(stack, account);
    const attempt = (newPassword: string) =>
      admin.postJson('/api/auth/password', { currentPassword: account.password, newPassword });
    expectError(await attempt('short'), 400, /^newPassword: must be at least 12 characters/);
    expectError(await attempt(account.password), 400, /^newPassword must differ/);
    expectError(
      await attempt(account.email.toUpperCase()),
      400,
      /^newPassword must not be the email/,
    );
    expect(await isAlive(admin)).toBe(true);
  });

  it('is an operator route: 403 without the CSRF token, 401 without a session', async () => {
    const admin = await loginAsAdmin(stack);
    const body = JSON.stringify({ currentPassword: admin.password, newPassword: 'x'.repeat(20) });
    const withoutToken = await call(stack.baseUrl, '/api/auth/password', {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: stack.baseUrl, 'content-type': 'application/json' },
      body,
    });
    expectError(withoutToken, 403, /^Invalid or missing CSRF token$/);
    const anonymous = await call(stack.baseUrl, '/api/auth/password', {
      method: 'POST',
      headers: { origin: stack.baseUrl, 'content-type': 'application/json' },
      body,
    });
    expectError(anonymous, 401, /^Authentication required$/);
  });
});

describe('GET /api/auth/sessions and DELETE /api/auth/sessions/{id}', () => {
  it("lists the operator's live sessions with browser and address, this one marked", async () => {
    const account = await createAdminUser(stack.infra.databaseUrl);
    const laptop = await loginAsAdmin(stack, account, from('198.51.100.41', 'Firefox on a laptop'));
    const phone = await loginAsAdmin(stack, account, from('2001:db8::42', 'x'.repeat(400)));
    await loginAsAdmin(stack, undefined, from('198.51.100.43'));

    const listed = await laptop.get('/api/auth/sessions');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const sessions = z.array(operatorSessionSchema).parse(listed.body);
    expect(sessions).toHaveLength(2);
    const [newest, oldest] = sessions;
    expect(newest).toMatchObject({ address: '2001:db8::42', current: false });
    expect(newest.userAgent).toBe('x'.repeat(256));
    expect(oldest).toMatchObject({
      address: '198.51.100.41',
      userAgent: 'Firefox on a laptop',
      current: true,
    });
    expect(Date.parse(oldest.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(oldest.createdAt));

    expect((await laptop.send('DELETE', `/api/auth/sessions/${newest.id}`)).status).toBe(204);
    expect(await isAlive(phone)).toBe(false);
    expect(await isAlive(laptop)).toBe(true);
    const after = z
      .array(operatorSessionSchema)
      .parse((await laptop.get('/api/auth/sessions')).body);
    expect(after.map((session) => session.id)).toEqual([oldest.id]);
  });

  it("cannot end another operator's session; an unknown id is a 404, a malformed one a 400", async () => {
    const mine = await loginAsAdmin(stack);
    const theirs = await loginAsAdmin(stack);
    const [theirSession] = z
      .array(operatorSessionSchema)
      .parse((await theirs.get('/api/auth/sessions')).body);
    expectError(
      await mine.send('DELETE', `/api/auth/sessions/${theirSession.id}`),
      404,
      /^No such session$/,
    );
    expect(await isAlive(theirs)).toBe(true);
    expectError(await mine.send('DELETE', `/api/auth/sessions/${randomUUID()}`), 404, /session/);
    expectError(
      await mine.send('DELETE', '/api/auth/sessions/not-a-uuid'),
      400,
      /^id: must be a session id/,
    );
  });
});

describe('the second factor (TOTP)', () => {
  // A gateway that seals TOTP secrets (ADMIN_TOTP_KEY), on the stack's database.
  let sealing: ExtraGateway;
  const site = () => ({ baseUrl: sealing.baseUrl, infra: stack.infra });
  const codeAt = (secret: string, step: number) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * 30_000 });
  const stepNow = () => Math.floor(Date.now() / 30_000);
  /** Lets the next code of this account be any current one again (tests run faster than 30 s). */
  const forgetUsedStep = (email: string) =>
    stack.sql('update gateway.admin_users set totp_last_step = null where email = ?', [email]);

  beforeAll(async () => {
    sealing = await startGateway(stack, { ADMIN_TOTP_KEY: randomBytes(32).toString('base64') });
  });
  afterAll(() => sealing?.app.close());

  async function enrolled(account: AdminCredentials, ip: string) {
    const admin = await loginAsAdmin(site(), account, from(ip));
    const enrolment = await admin.postJson('/api/auth/totp', { password: account.password });
    expect(enrolment.status).toBe(200);
    const { secret, otpauthUri } = totpEnrolmentSchema.parse(enrolment.body);
    expect(URI.parse(otpauthUri)).toMatchObject({ label: account.email });
    const confirmed = await admin.postJson('/api/auth/totp/confirm', {
      code: codeAt(secret, stepNow()),
    });
    expect(confirmed.status).toBe(204);
    await forgetUsedStep(account.email);
    return { admin, secret };
  }

  it('enrols with the password, shows the secret once, stores it sealed, and confirms with a code', async () => {
    const account = await createAdminUser(stack.infra.databaseUrl);
    const admin = await loginAsAdmin(site(), account, from('198.51.100.51'));
    expectError(
      await admin.postJson('/api/auth/totp', { password: 'not the password' }),
      400,
      /^password is not right$/,
    );
    const enrolment = totpEnrolmentSchema.parse(
      (await admin.postJson('/api/auth/totp', { password: account.password })).body,
    );
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const [row] = await stack.sql<{ totp_secret: string; totp_enabled: boolean }>(
      'select totp_secret, totp_enabled from gateway.admin_users where email = ?',
      [account.email],
    );
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(enrolment.secret);
    expect(row.totp_enabled).toBe(false);

    expectError(
      await admin.postJson('/api/auth/totp/confirm', { code: '000000' }),
      400,
      /^code is not right$/,
    );
    expectError(
      await admin.postJson('/api/auth/totp/confirm', { code: '12ab' }),
      400,
      /^code: must be the 6-digit code/,
    );
    const confirmed = await admin.postJson('/api/auth/totp/confirm', {
      code: codeAt(enrolment.secret, stepNow()),
    });
    expect(confirmed.status).toBe(204);
    expect(adminSessionSchema.parse((await admin.get('/api/auth/me')).body).user).toEqual({
      email: account.email,
      totpEnabled: true,
    });
    expectError(
      await admin.postJson('/api/auth/totp', { password: account.password }),
      409,
      /on already/,
    );
  });

  it('asks for the code after a right password, refuses a wrong or used code, and signs in with a right one', async () => {
    const account = await createAdminUser(stack.infra.databaseUrl);
    const { secret } = await enrolled(account, '198.51.100.52');
    const ip = from('198.51.100.53');

    const asked = expectError(await login(sealing.baseUrl, account, ip), 401, /6-digit code/);
    expect(asked.details).toEqual({ reason: LOGIN_CODE_REQUIRED });
    // A wrong password says so, code or not: the code step is reached only with the password.
    expectError(
      await login(sealing.baseUrl, { ...account, password: 'wrong password!', code: '123456' }, ip),
      401,
      /^Invalid email or password$/,
    );
    const wrongCode = String((Number(codeAt(secret, stepNow())) + 1) % 1_000_000).padStart(6, '0');
    expectError(
      await login(sealing.baseUrl, { ...account, code: wrongCode }, ip),
      401,
      /^Invalid authentication code$/,
    );
    const code = codeAt(secret, stepNow());
    const signedIn = await login(sealing.baseUrl, { ...account, code }, ip);
    expect(signedIn.status).toBe(200);
    expect(adminSessionSchema.parse(signedIn.body).user.totpEnabled).toBe(true);
    // The same code again (a replay) is refused.
    expectError(
      await login(sealing.baseUrl, { ...account, code }, from('198.51.100.54')),
      401,
      /^Invalid authentication code$/,
    );
  });

  it('counts wrong codes with the throttle: after five, the right code waits too', async () => {
    const account = await createAdminUser(stack.infra.databaseUrl);
    const { secret } = await enrolled(account, '198.51.100.55');
    const ip = from('198.51.100.56');
    // Four wrong codes and one code-less try: five failures of this account from this address.
    for (const code of ['000001', '000002', '000003', '000004']) {
      expect((await login(sealing.baseUrl, { ...account, code }, ip)).status).toBe(401);
    }
    expect((await login(sealing.baseUrl, account, ip)).status).toBe(401);
    const refused = await login(
      sealing.baseUrl,
      { ...account, code: codeAt(secret, stepNow()) },
      ip,
    );
    expectError(refused, 429, /^Too many login attempts\. Try again later\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('turns off with the password and a current code, and login asks for no code after', async () => {
    const account = await createAdminUser(stack.infra.databaseUrl);
    const { admin, secret } = await enrolled(account, '198.51.100.57');
    const code = codeAt(secret, stepNow());
    expectError(
      await admin.postJson('/api/auth/totp/disable', { password: 'wrong password!', code }),
      400,
      /^password is not right$/,
    );
    expectError(
      await admin.postJson('/api/auth/totp/disable', {
        password: account.password,
        code: '000000',
      }),
      400,
      /^code is not right$/,
    );
    const disabled = await admin.postJson('/api/auth/totp/disable', {
      password: account.password,
      code,
    });
    expect(disabled.status).toBe(204);
    const [row] = await stack.sql<{ totp_secret: string | null }>(
      'select totp_secret from gateway.admin_users where email = ?',
      [account.email],
    );
    expect(row.totp_secret).toBeNull();
    expect((await login(sealing.baseUrl, account, from('198.51.100.58'))).status).toBe(200);
    expectError(
      await admin.postJson('/api/auth/totp/disable', { password: account.password, code }),
      409,
      /off already/,
    );
  });
});

// The operators on their own origin (ADMIN_ORIGIN) and who may read the API documents (API_DOCS),
// against real gateways on one stack: the edge's X-Forwarded-Host/-Proto say which host a request
// was sent to, as nginx and the Ingress set them.
import { adminSessionSchema, CSRF_HEADER, httpErrorSchema } from '@bli/contracts';
import { cookiePair, createAdminUser, login, type AdminCredentials } from './admin-session';
import { startGateway, type ExtraGateway } from './gateway-app';
import { call, type HttpResult } from './http';
import { startStack, type Stack } from './stack';

const ADMIN = 'https://admin.example.in';
const SHOP = 'https://example.in';

/** What the edge adds for a request to `origin`'s host over its scheme. */
const sentTo = (origin: string) => {
  const url = new URL(origin);
  return { 'x-forwarded-host': url.host, 'x-forwarded-proto': url.protocol.slice(0, -1) };
};

let stack: Stack;
const gateways: ExtraGateway[] = [];
const gateway = async (env: Record<string, string>) => {
  const started = await startGateway(stack, env);
  gateways.push(started);
  return started.baseUrl;
};

function expectError(result: HttpResult, status: number, error: RegExp) {
  expect([result.status, result.body]).toEqual([status, expect.anything()]);
  expect(httpErrorSchema.parse(result.body).error).toMatch(error);
}

beforeAll(async () => {
  stack = await startStack({ catalogues: 0 });
}, 120_000);

afterAll(async () => {
  await Promise.all(gateways.map((started) => started.app.close()));
  await stack?.stop();
});

describe('ADMIN_ORIGIN', () => {
  let baseUrl: string;
  let account: AdminCredentials;
  const signIn = (origin: string, sentToOrigin = origin) =>
    login(baseUrl, account, { ...sentTo(sentToOrigin), origin });

  beforeAll(async () => {
    baseUrl = await gateway({ NODE_ENV: 'production', ADMIN_ORIGIN: ADMIN });
    account = await createAdminUser(stack.infra.databaseUrl);
  });

  it('signs in only on the admin origin, with a __Host- cookie for that host alone', async () => {
    const result = await signIn(ADMIN);
    expect(result.status).toBe(200);
    const attributes = result.headers
      .get('set-cookie')!
      .split(';')
      .map((part) => part.trim());
    expect(attributes[0]).toMatch(/^__Host-bli_admin=/);
    expect(attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/', 'Secure']),
    );
    expect(attributes.some((attribute) => /^domain=/i.test(attribute))).toBe(false);

    expectError(await signIn(SHOP), 403, /admin origin only/);
    // Sent to the admin host from a page of the shop: refused too.
    expectError(await signIn(SHOP, ADMIN), 403, /admin origin only/);
  });

  it('does not answer GET /api/auth/me, or any operator route, on the public origin', async () => {
    const signedIn = await signIn(ADMIN);
    const cookie = cookiePair(signedIn);
    const { csrfToken } = adminSessionSchema.parse(signedIn.body);
    const me = (origin: string, extra: Record<string, string> = {}) =>
      call(baseUrl, '/api/auth/me', { headers: { cookie, ...sentTo(origin), ...extra } });

    expect((await me(ADMIN)).status).toBe(200);
    expectError(await me(SHOP), 403, /^Operator routes are served on the admin origin only$/);
    // A script of the shop's pages calling the admin host is refused by its Origin.
    expectError(await me(ADMIN, { origin: SHOP }), 403, /admin origin only/);
    expectError(
      await call(baseUrl, '/api/admin/status', { headers: { cookie, ...sentTo(SHOP) } }),
      403,
      /admin origin only/,
    );
    const logout = (origin: string) =>
      call(baseUrl, '/api/auth/logout', {
        method: 'POST',
        headers: { cookie, [CSRF_HEADER]: csrfToken, origin, ...sentTo(origin) },
      });
    expectError(await logout(SHOP), 403, /admin origin only/);
    expect((await logout(ADMIN)).status).toBe(204);
  });

  it('leaves public routes to both origins', async () => {
    // No catalogue runs behind this stack: a 503, not the admin origin's 403.
    const shop = await call(baseUrl, '/api/price-ranges', { headers: sentTo(SHOP) });
    expect(shop.status).toBe(503);
  });
});

describe('API_DOCS', () => {
  const docs = (baseUrl: string, headers: Record<string, string> = {}) =>
    Promise.all(['/api/docs', '/api/docs-json'].map((path) => call(baseUrl, path, { headers })));

  it('serves Swagger UI and the document to anyone outside production', async () => {
    const [page, json] = await docs(stack.baseUrl);
    expect([page.status, json.status]).toEqual([200, 200]);
  });

  it('serves nothing in production unless asked', async () => {
    const [page, json] = await docs(await gateway({ NODE_ENV: 'production' }));
    expect([page.status, json.status]).toEqual([404, 404]);
  });

  it('serves them to a live operator session only with API_DOCS=operators', async () => {
    const baseUrl = await gateway({ NODE_ENV: 'production', API_DOCS: 'operators' });
    const anonymous = await docs(baseUrl);
    expect(anonymous.map((result) => result.status)).toEqual([401, 401]);
    const account = await createAdminUser(stack.infra.databaseUrl);
    const cookie = cookiePair(await login(baseUrl, account));
    const signedIn = await docs(baseUrl, { cookie });
    expect(signedIn.map((result) => result.status)).toEqual([200, 200]);
    expect(signedIn[1].body).toMatchObject({ openapi: '3.1.0' });
    expect(
      (await docs(baseUrl, { cookie: '__Host-bli_admin=made-up' })).map((r) => r.status),
    ).toEqual([401, 401]);
  });

  it('serves them to anyone with API_DOCS=public, in production too', async () => {
    const [page, json] = await docs(await gateway({ NODE_ENV: 'production', API_DOCS: 'public' }));
    expect([page.status, json.status]).toEqual([200, 200]);
  });
});

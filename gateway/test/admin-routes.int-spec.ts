// Every route marked @AdminOnly(), found in the running gateway's own router metadata (so a
// route added later is covered without touching this file): 401 without a session, 403 on a
// state-changing call without the CSRF token or from another origin; and the OpenAPI document
// marks exactly those routes, and documents a 304 exactly on the public (ETag) reads.
import { RequestMethod, type Type } from '@nestjs/common';
import { HEADERS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { API_ROUTES, CSRF_HEADER, httpErrorSchema } from '@bli/contracts';
import { ADMIN_ONLY } from '../src/auth/admin-only.decorator';
import { isPublicCacheControl } from '../src/http/cache-control';
import { isCachedRead } from '../src/openapi/openapi.document';
import { loginAsAdmin, type AdminClient } from './admin-session';
import { call } from './http';
import { PUBLIC_WRITES } from './public-writes';
import { startStack, type Stack } from './stack';

interface Route {
  method: string;
  /** Nest form: `/api/price-ranges/:id`. */
  path: string;
  admin: boolean;
  /** Answers with a public Cache-Control (`@PublicCache()`), hence an ETag and 304s. */
  cached: boolean;
}

/** Sample values for path parameters, by name. */
const SAMPLES: Record<string, string> = { id: '1', asin: 'B0N5A31TUU', rangeId: '1' };

let stack: Stack;
let admin: AdminClient;
let routes: Route[];

function joinPath(...parts: string[]): string {
  return `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;
}

/** Every HTTP route of the app with its AdminOnly marker (on the handler or its controller). */
function routesOf(modules: ModulesContainer): Route[] {
  const found: Route[] = [];
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller) continue;
      const prefix: string = Reflect.getMetadata(PATH_METADATA, controller) ?? '';
      const controllerAdmin = Reflect.getMetadata(ADMIN_ONLY, controller) === true;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const method: RequestMethod | undefined = Reflect.getMetadata(METHOD_METADATA, handler);
        const paths: string | string[] | undefined = Reflect.getMetadata(PATH_METADATA, handler);
        if (method === undefined || paths === undefined) continue;
        const headers: { name: string; value: unknown }[] =
          Reflect.getMetadata(HEADERS_METADATA, handler) ?? [];
        const cached = headers.some(
          ({ name, value }) =>
            name.toLowerCase() === 'cache-control' && isPublicCacheControl(value),
        );
        for (const path of [paths].flat()) {
          const full = joinPath(prefix, path);
          found.push({
            method: RequestMethod[method],
            path: full.startsWith('/health') ? full : joinPath('api', full),
            admin: controllerAdmin || Reflect.getMetadata(ADMIN_ONLY, handler) === true,
            cached,
          });
        }
      }
    }
  }
  return found;
}

const concrete = (path: string) =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => SAMPLES[name] ?? 'x');
const label = (route: Route) => `${route.method} ${route.path}`;
const isWrite = (route: Route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method);

function send(route: Route, headers: Record<string, string>) {
  return call(stack.baseUrl, concrete(route.path), {
    method: route.method,
    headers: isWrite(route) ? { 'content-type': 'application/json', ...headers } : headers,
    body: isWrite(route) ? '{}' : undefined,
  });
}

function expectRefused(
  result: { status: number; body: unknown },
  status: 401 | 403,
  route: Route,
): void {
  const body = httpErrorSchema.safeParse(result.body);
  expect({ route: label(route), status: result.status, body: body.data }).toEqual({
    route: label(route),
    status,
    body: expect.objectContaining(
      status === 401
        ? { error: 'Authentication required', code: 'UNAUTHORISED' }
        : { error: 'Invalid or missing CSRF token', code: 'FORBIDDEN' },
    ),
  });
}

beforeAll(async () => {
  // No service behind the gateway: the guard answers before any call would go out.
  stack = await startStack({ catalogues: 0 });
  routes = routesOf(stack.gateway.get(ModulesContainer));
  admin = await loginAsAdmin(stack);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('which routes are admin-only', () => {
  const adminRoutes = () => routes.filter((route) => route.admin).map(label);

  it('includes the operator routes of the issue', () => {
    expect(adminRoutes()).toEqual(
      expect.arrayContaining([
        'GET /api/admin/laptops',
        'GET /api/admin/affiliate/clicks',
        'POST /api/price-ranges',
        'POST /api/laptops/sync',
        'GET /api/keepa/tokens',
        'GET /api/keepa/search',
        'POST /api/keepa/sync',
        'GET /api/auth/me',
        'POST /api/auth/logout',
      ]),
    );
  });

  it('covers every /api/admin and /api/keepa route and every state-changing one', () => {
    const open = routes
      .filter((route) => !route.admin)
      .filter(
        (route) =>
          route.path.startsWith('/api/admin/') ||
          route.path.startsWith('/api/keepa/') ||
          (isWrite(route) && !PUBLIC_WRITES.includes(label(route))),
      )
      .map(label);
    // Put @AdminOnly() on these (or, for a write shoppers make, add it to PUBLIC_WRITES).
    expect(open).toEqual([]);
  });

  it('leaves the public reads public', () => {
    const open = routes.filter((route) => !route.admin).map(label);
    expect(open).toEqual(
      expect.arrayContaining([
        'GET /api/price-ranges',
        'GET /api/laptops',
        'GET /api/deals',
        'GET /health',
      ]),
    );
  });

  it('is documented in OpenAPI exactly where the router enforces it', () => {
    const documented = API_ROUTES.filter((route) => route.admin)
      .map((route) => `${route.method.toUpperCase()} ${route.path.replace(/\{(\w+)\}/g, ':$1')}`)
      .sort();
    const enforced = routes
      .filter((route) => route.admin)
      .map(label)
      .sort();
    expect(documented).toEqual(enforced);
  });
});

describe('conditional GETs', () => {
  it('are documented (304, ETag, If-None-Match) exactly on the routes with a public Cache-Control', () => {
    // Parameter names aside (a path's shape is what a client sees).
    const shape = (operation: string) => operation.replace(/\{\w+\}|:\w+/g, '{}');
    const documented = API_ROUTES.filter(isCachedRead)
      .map((route) => shape(`${route.method.toUpperCase()} ${route.path}`))
      .sort();
    const served = routes
      .filter((route) => route.cached)
      .map((route) => shape(label(route)))
      .sort();
    expect(served.length).toBeGreaterThan(30);
    expect(documented).toEqual(served);
  });
});

describe('every admin-only route', () => {
  it('answers 401 "Authentication required" without a session', async () => {
    for (const route of routes.filter((r) => r.admin)) {
      expectRefused(await send(route, { origin: stack.baseUrl }), 401, route);
      expectRefused(
        await send(route, { origin: stack.baseUrl, cookie: 'bli_admin=forged' }),
        401,
        route,
      );
    }
  });

  it('answers 403 on a state-changing call without the CSRF token or the same origin', async () => {
    const writes = routes.filter((r) => r.admin && isWrite(r));
    expect(writes.length).toBeGreaterThan(0);
    for (const route of writes) {
      const { cookie, csrfToken } = admin;
      const cases: Record<string, string>[] = [
        { cookie, origin: stack.baseUrl },
        { cookie, origin: stack.baseUrl, [CSRF_HEADER]: 'not-the-token' },
        { cookie, origin: stack.baseUrl, [CSRF_HEADER]: '' },
        { cookie, origin: 'https://evil.example', [CSRF_HEADER]: csrfToken },
        { cookie, referer: 'https://evil.example/page', [CSRF_HEADER]: csrfToken },
        { cookie, [CSRF_HEADER]: csrfToken },
      ];
      for (const headers of cases) expectRefused(await send(route, headers), 403, route);
    }
    // The session survived all that.
    expect((await admin.get('/api/auth/me')).status).toBe(200);
  });

  it('lets a signed-in operator through: reads need no token, writes need token and origin', async () => {
    for (const route of routes.filter((r) => r.admin && r.path !== '/api/auth/logout')) {
      const headers: Record<string, string> = isWrite(route)
        ? { cookie: admin.cookie, [CSRF_HEADER]: admin.csrfToken, origin: stack.baseUrl }
        : { cookie: admin.cookie };
      const result = await send(route, headers);
      const refused = result.status === 401 || result.status === 403;
      expect({ route: label(route), refused }).toEqual({ route: label(route), refused: false });
    }
    // Referer stands in for a missing Origin.
    const withReferer = await call(stack.baseUrl, '/api/price-ranges', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: admin.cookie,
        [CSRF_HEADER]: admin.csrfToken,
        referer: `${stack.baseUrl}/admin`,
      },
      body: '{}',
    });
    expect(withReferer.status).toBe(400);
  });
});

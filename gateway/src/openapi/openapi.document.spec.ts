import { affiliateUrlRequestSchema, keepaSyncRequestSchema } from '@bli/contracts';
import { z } from 'zod';
import { API_ROUTES } from '@bli/contracts';
import { buildOpenApiDocument } from './openapi.document';

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument();

  it('documents every route once with its responses', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(operations).toHaveLength(API_ROUTES.length);
    expect(new Set(operations).size).toBe(operations.length);
  });

  it('describes request bodies from the validation schema', () => {
    const post = document.paths['/api/price-ranges'].post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'slug', 'maxPrice']),
    );
  });

  it('marks operator routes with the session cookie, 401, and 403 where they change state', () => {
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
    const sync = paths['/api/laptops/sync'].post;
    expect(sync.security).toEqual([{ adminSession: [] }]);
    expect(Object.keys(sync.responses as object)).toEqual(expect.arrayContaining(['401', '403']));
    const me = paths['/api/auth/me'].get;
    expect(Object.keys(me.responses as object)).toContain('401');
    expect(Object.keys(me.responses as object)).not.toContain('403');
    expect(paths['/api/laptops'].get.security).toBeUndefined();
    expect(document.components.securitySchemes.adminSession).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
    });
  });
});

describe('OpenAPI answers the HTTP edge adds', () => {
  const document = buildOpenApiDocument();
  type Operation = {
    parameters: { name: string; in: string; schema: Record<string, unknown> }[];
    responses: Record<string, { headers?: Record<string, { required?: boolean }> }>;
  };
  const operation = (path: string, method: string) =>
    (document.paths as Record<string, Record<string, Operation>>)[path][method];

  it('documents 304 with its ETag, and If-None-Match, on public reads only', () => {
    const featured = operation('/api/laptops/featured', 'get');
    expect(featured.responses['304'].headers?.ETag.required).toBe(true);
    expect(featured.responses['200'].headers?.ETag.required).toBe(true);
    expect(featured.parameters).toContainEqual(
      expect.objectContaining({ name: 'If-None-Match', in: 'header' }),
    );
    expect(operation('/api/admin/laptops', 'get').responses['304']).toBeUndefined();
    expect(operation('/api/affiliate/go/{asin}', 'get').responses['304']).toBeUndefined();
    expect(operation('/api/affiliate/url', 'post').responses['304']).toBeUndefined();
  });

  it('documents 414 and 431 on every operation: a request too large to be read as one', () => {
    const paths = document.paths as Record<string, Record<string, { responses: object }>>;
    for (const methods of Object.values(paths)) {
      for (const operation of Object.values(methods)) {
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['414', '431']));
      }
    }
  });

  it('documents 413 on every operation that takes a body, and on no read', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
        expect([`${method} ${path}`, '413' in op.responses]).toEqual([
          `${method} ${path}`,
          method !== 'get',
        ]);
      }
    }
  });

  it('documents 429 with Retry-After wherever the rate limit or a route of its own can refuse', () => {
    const retryAfter = (path: string, method: string) =>
      operation(path, method).responses['429']?.headers?.['Retry-After'].required;
    expect(retryAfter('/api/laptops/featured', 'get')).toBe(true);
    expect(retryAfter('/api/admin/laptops', 'get')).toBe(true);
    expect(retryAfter('/api/affiliate/url', 'post')).toBe(true);
    expect(retryAfter('/api/auth/login', 'post')).toBe(true);
    // Keepa's own "tokens used up" says when in its message, not in Retry-After.
    expect(retryAfter('/api/keepa/search', 'get')).toBe(false);
    expect(operation('/api/price-ranges', 'post').responses['429']).toBeUndefined();
  });

  it("describes the click hop's parameters as its validation accepts them", () => {
    const documented = Object.fromEntries(
      operation('/api/affiliate/go/{asin}', 'get').parameters.map((param) => [
        param.name,
        z.fromJSONSchema(param.schema as Parameters<typeof z.fromJSONSchema>[0]),
      ]),
    );
    const accepted = (name: 'asin' | 'source' | 'page', value: string) =>
      affiliateUrlRequestSchema.safeParse({
        asin: 'B0N5A31TUU',
        source: 'laptop-card',
        [name]: value,
      }).success;
    const samples = {
      asin: ['B0N5A31TUU', 'b0n5a31tuu', 'B0N5A31TU'],
      source: ['laptop-card', 'Laptop', 'a--b', 'x'.repeat(60), 'x'.repeat(61)],
      page: [
        '/laptop/hp-15s',
        '/',
        '//evil.example',
        'laptop',
        '/a b',
        `/${'a'.repeat(299)}`,
        `/${'a'.repeat(300)}`,
      ],
    };
    for (const [name, values] of Object.entries(samples) as [keyof typeof samples, string[]][]) {
      for (const value of values) {
        expect([name, value, documented[name].safeParse(value).success]).toEqual([
          name,
          value,
          accepted(name, value),
        ]);
      }
    }
  });

  it("describes the Keepa sync's asins as its validation accepts them", () => {
    const body = (
      operation('/api/keepa/sync', 'post') as unknown as {
        requestBody: {
          content: { 'application/json': { schema: { properties: { asins: object } } } };
        };
      }
    ).requestBody.content['application/json'].schema.properties.asins;
    const documented = z.fromJSONSchema(body as Parameters<typeof z.fromJSONSchema>[0]);
    for (const asin of ['B0N5A31TUU', ' b0n5a31tuu ', 'B0N5A31TU', 'B0N5A31TUU1', 'B0N5-31TUU']) {
      expect([asin, documented.safeParse([asin]).success]).toEqual([
        asin,
        keepaSyncRequestSchema.safeParse({ asins: [asin] }).success,
      ]);
    }
  });
});

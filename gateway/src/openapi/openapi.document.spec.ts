import { apiRoutes } from './api-routes';
import { buildOpenApiDocument } from './openapi.document';

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument();

  it('documents every route once with its responses', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(operations).toHaveLength(apiRoutes.length);
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

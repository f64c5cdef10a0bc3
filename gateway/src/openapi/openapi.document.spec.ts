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
});

import { httpErrorSchema, pageMetaSchema } from '@bli/contracts';
import { call } from './http';
import { startStack, type Stack } from './stack';

let stack: Stack;

beforeAll(async () => {
  // Catalogue and seo, but no content service.
  stack = await startStack({ catalogues: 1, seo: true, rpcTimeoutMs: 2_000 });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('seo when a service it asks is down', () => {
  it('answers 503 naming the missing service at once, and still serves catalogue pages', async () => {
    const blog = await call(stack.baseUrl, '/api/seo/blog');
    expect(blog.status).toBe(503);
    // NATS's "no responders" answer (a deadline would say "did not answer in time"): no wait.
    expect(httpErrorSchema.parse(blog.body).error).toMatch(/content service is not running/);
    const home = await call(stack.baseUrl, '/api/seo/homepage');
    expect(home.status).toBe(200);
    pageMetaSchema.parse(home.body);
  });
});

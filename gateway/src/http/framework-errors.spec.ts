import Fastify from 'fastify';
import { frameworkErrors, MAX_PARAM_LENGTH } from './framework-errors';

async function app() {
  const fastify = Fastify({ frameworkErrors, routerOptions: { maxParamLength: MAX_PARAM_LENGTH } });
  fastify.get('/api/blog/:slug', async () => ({ ok: true }));
  await fastify.ready();
  return fastify;
}

describe('frameworkErrors', () => {
  it('answers a malformed percent-encoding as a 400 in the API error shape', async () => {
    const fastify = await app();
    const response = await fastify.inject({ url: '/api/blog/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The URL is not valid: malformed percent-encoding',
      code: 'INVALID_INPUT',
      correlationId: expect.any(String),
    });
    expect(response.headers['x-correlation-id']).toBe(response.json().correlationId);
  });

  it('answers an over-long path parameter as a 400 instead of a 414', async () => {
    const fastify = await app();
    const response = await fastify.inject({ url: `/api/blog/${'a'.repeat(101)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'A path parameter is longer than 100 characters',
      code: 'INVALID_INPUT',
    });
  });

  it('keeps the caller correlation id', async () => {
    const fastify = await app();
    const response = await fastify.inject({
      url: '/api/blog/%',
      headers: { 'x-correlation-id': 'abc-123' },
    });
    expect(response.json().correlationId).toBe('abc-123');
  });
});

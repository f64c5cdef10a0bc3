import { rawHttpExchange } from '@bli/dev-infra';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { clientErrors, MAX_HEADER_BYTES } from './client-errors';

let fastify: FastifyInstance;
let port: number;

beforeAll(async () => {
  fastify = Fastify({ clientErrorHandler: clientErrors });
  fastify.get('/api/laptops', async () => []);
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  port = (fastify.server.address() as AddressInfo).port;
});

afterAll(() => fastify.close());

const rawExchange = (bytes: string) => rawHttpExchange(port, bytes);

it('answers a URL past the header limit with 431 in the API error shape', async () => {
  const url = `/api/laptops?unknown=${'a'.repeat(MAX_HEADER_BYTES)}`;
  const answer = await rawExchange(`GET ${url} HTTP/1.1\r\nHost: x\r\n\r\n`);
  expect(answer.status).toBe(431);
  expect(answer.head).toContain('content-type: application/json');
  expect(JSON.parse(answer.body)).toEqual({
    error: "The request's URL and headers are larger than 16 KB",
    code: 'INVALID_INPUT',
    correlationId: expect.any(String),
  });
});

it('answers what is not HTTP with 400 in the API error shape', async () => {
  const answer = await rawExchange('NOT HTTP AT ALL\r\n\r\n');
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.body)).toMatchObject({
    error: 'The request is not valid HTTP',
    code: 'INVALID_INPUT',
  });
});

it('serves a request under the limit as usual', async () => {
  const answer = await rawExchange(
    `GET /api/laptops?q=${'a'.repeat(8_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
  );
  expect(answer.status).toBe(200);
});

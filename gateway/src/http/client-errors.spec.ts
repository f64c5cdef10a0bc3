import Fastify, { type FastifyInstance } from 'fastify';
import { connect, type AddressInfo } from 'node:net';
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

/** What the server answers to these raw bytes, until it closes the connection. */
function rawExchange(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });
}

it('answers a URL past the header limit with 431 in the API error shape', async () => {
  const url = `/api/laptops?unknown=${'a'.repeat(MAX_HEADER_BYTES)}`;
  const answer = await rawExchange(`GET ${url} HTTP/1.1\r\nHost: x\r\n\r\n`);
  expect(answer.status).toBe(431);
  expect(answer.headers).toContain('content-type: application/json');
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

import Fastify, { type FastifyInstance } from 'fastify';
import { ClientAddresses } from './client-addresses';

// A real Fastify with a trusted proxy list, so request.ip is worked out as in the gateway.
let fastify: FastifyInstance;
let ipReads = 0;
let clients = new ClientAddresses(2);

beforeAll(async () => {
  fastify = Fastify({ trustProxy: ['127.0.0.1'] });
  fastify.get('/', (request) => {
    const counted = new Proxy(request, {
      get: (target, name) => {
        if (name === 'ip') ipReads++;
        return Reflect.get(target, name, target) as unknown;
      },
    });
    return clients.of(counted);
  });
  await fastify.ready();
});

afterAll(() => fastify.close());

const from = async (forwarded?: string) => {
  const response = await fastify.inject({
    url: '/',
    remoteAddress: '127.0.0.1',
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  });
  return response.json<{ ip: string; internal: boolean }>();
};

it('resolves the client through the trusted proxy and says whether it is ours', async () => {
  expect(await from('203.0.113.7')).toEqual({ ip: '203.0.113.7', internal: false });
  expect(await from('10.1.2.3')).toEqual({ ip: '10.1.2.3', internal: true });
  expect(await from()).toEqual({ ip: '127.0.0.1', internal: true });
});

it('works each peer and forwarded pair out once', async () => {
  const before = ipReads;
  await from('198.51.100.1');
  await from('198.51.100.1');
  expect(ipReads - before).toBe(1);
});

it('starts over when full, and never keeps an over-long pair', async () => {
  clients = new ClientAddresses(2);
  await from('198.51.100.2');
  await from('198.51.100.3');
  await from('198.51.100.4');
  const before = ipReads;
  await from('198.51.100.4');
  expect(ipReads - before).toBe(0);
  await from('198.51.100.2');
  expect(ipReads - before).toBe(1);

  const long = `${'203.0.113.9, '.repeat(30)}203.0.113.10`;
  await from(long);
  await from(long);
  expect(ipReads - before).toBe(3);
  expect(await from(long)).toEqual({ ip: '203.0.113.10', internal: false });
});

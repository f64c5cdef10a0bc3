import Fastify, { type FastifyInstance } from 'fastify';
import { ClientAddresses } from './client-addresses';
import { httpEnvSchema } from './http-env.schema';

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

it('takes only an IPv4 or IPv6 address from X-Forwarded-For, else the peer', async () => {
  expect(await from('2001:db8::7')).toEqual({ ip: '2001:db8::7', internal: false });
  expect(await from('not-an-ip')).toEqual({ ip: '127.0.0.1', internal: true });
  expect(await from('x'.repeat(200))).toEqual({ ip: '127.0.0.1', internal: true });
  expect(await from('203.0.113.7, <script>')).toEqual({ ip: '127.0.0.1', internal: true });
  expect(await from('203.0.113.300')).toEqual({ ip: '127.0.0.1', internal: true });
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

it('believes X-Forwarded-For by default only from loopback (the local edge), not from a private peer', async () => {
  const trustProxy = httpEnvSchema.parse({}).TRUST_PROXY;
  expect(trustProxy).toBe('loopback');
  const edge = Fastify({ trustProxy });
  const addresses = new ClientAddresses();
  edge.get('/', (request) => addresses.of(request));
  await edge.ready();
  try {
    const via = async (remoteAddress: string) =>
      (
        await edge.inject({
          url: '/',
          remoteAddress,
          headers: { 'x-forwarded-for': '203.0.113.8' },
        })
      ).json<{ ip: string }>().ip;
    expect(await via('127.0.0.1')).toBe('203.0.113.8');
    expect(await via('10.0.0.5')).toBe('10.0.0.5');
    expect(await via('192.168.1.9')).toBe('192.168.1.9');
  } finally {
    await edge.close();
  }
});

import { AlertsApi } from '@bli/contracts';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHOPPER_HEADER } from './alert-requests';
import { AlertCallError, alertRateLimit, alertsCall, failureOf } from './alerts-call.server';

const TOKEN = 'eyJzIjoibWFuYWdlIn0.c2lnbmF0dXJl';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in gateway: records each call and answers what `reply` says. */
let gateway: Server;
let seen: Seen[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  gateway = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  process.env.API_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => gateway.close(resolve)));
afterEach(() => jest.restoreAllMocks());
beforeEach(() => {
  seen = [];
  reply = { status: 200, body: { removed: 1 } };
});

const from = (shopper: string) =>
  new Request('http://web.test/alerts/manage', { headers: { [SHOPPER_HEADER]: shopper } });

const failure = async (call: Promise<unknown>) => {
  try {
    await call;
  } catch (error) {
    if (error instanceof AlertCallError) return error.failure;
    throw error;
  }
  throw new Error('the call did not fail');
};

describe('alertsCall', () => {
  it('calls the gateway with the shopper’s address, and answers its body', async () => {
    reply = { status: 200, body: { confirmed: 2, manageToken: 'manage-token' } };
    await expect(
      alertsCall(from('203.0.113.7'), {}, AlertsApi.confirm, { body: { token: TOKEN } }),
    ).resolves.toEqual({ confirmed: 2, manageToken: 'manage-token' });
    expect(seen).toMatchObject([
      {
        method: 'POST',
        url: '/api/alerts/confirm',
        headers: { 'x-forwarded-for': '203.0.113.7', 'content-type': 'application/json' },
        body: JSON.stringify({ token: TOKEN }),
      },
    ]);
    await alertsCall(from('203.0.113.7'), {}, AlertsApi.remove, {
      params: { id: 12 },
      body: { token: TOKEN },
    });
    expect(seen[1]).toMatchObject({ method: 'DELETE', url: '/api/alerts/12' });
  });

  it('limits each shopper, and sends unsubscribing unlimited and as its own', async () => {
    // One minute of the limiter's clock, whenever the test runs.
    jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 27, 12, 0, 30));
    const limit = alertRateLimit({});
    expect(limit).toBe(20);
    const call = (shopper: string) =>
      alertsCall(from(shopper), {}, AlertsApi.removeAll, { body: { token: TOKEN } });
    for (let index = 0; index < limit; index += 1) await call('198.51.100.20');
    expect(await failure(call('198.51.100.20'))).toEqual({ kind: 'rate-limited' });
    expect(seen).toHaveLength(limit);
    // Another shopper is not held back; an unsubscribe is never held back.
    await call('198.51.100.21');
    await alertsCall(from('198.51.100.20'), { limited: false }, AlertsApi.unsubscribe, {
      body: { token: TOKEN },
    });
    expect(seen.at(-1)?.url).toBe('/api/alerts/unsubscribe');
    expect(seen.at(-1)?.headers['x-forwarded-for']).toBeUndefined();
    expect(() => alertRateLimit({ ALERT_RATE_LIMIT_PER_MINUTE: 'many' })).toThrow(
      /ALERT_RATE_LIMIT_PER_MINUTE/,
    );
  });

  it('says what a refusal means', async () => {
    reply = {
      status: 400,
      body: {
        error: 'token is not valid or has expired: ask for a new link',
        code: 'INVALID_INPUT',
        details: { fields: [{ field: 'token', message: 'token is not valid' }] },
      },
    };
    const manage = () =>
      alertsCall(from('192.0.2.30'), {}, AlertsApi.manage, { body: { token: TOKEN } });
    expect(await failure(manage())).toEqual({ kind: 'token' });
    reply = { status: 503, body: { error: 'down', code: 'UPSTREAM_UNAVAILABLE' } };
    expect(await failure(manage())).toEqual({ kind: 'unavailable' });
  });
});

describe('failureOf', () => {
  it('reads the gateway’s error answers', () => {
    const fields = [{ field: 'email', message: 'email must be an email address' }];
    expect(failureOf(400, JSON.stringify({ error: 'x', details: { fields } }))).toEqual({
      kind: 'invalid',
      fields,
    });
    expect(failureOf(400, 'not json')).toEqual({ kind: 'invalid', fields: [] });
    expect(failureOf(404, '{}')).toEqual({ kind: 'not-found' });
    expect(failureOf(429, '{}')).toEqual({ kind: 'rate-limited' });
    expect(failureOf(502, '')).toEqual({ kind: 'unavailable' });
  });
});

import { httpErrorSchema, laptopListSchema } from '@bli/contracts';
import { call } from './http';
import { connectAs } from './nats-as';
import { startStack, type CatalogueProcess, type Stack } from './stack';

let stack: Stack;
/** Past the gateway's micro-cache of public reads: each request is answered by a catalogue. */
const UNCACHED = { headers: { 'cache-control': 'no-cache' } };

beforeAll(async () => {
  stack = await startStack({ catalogues: 0, rpcTimeoutMs: 1_000 });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

async function handledBy(catalogue: CatalogueProcess, subject: string): Promise<number> {
  const metrics = await (await fetch(`${catalogue.healthUrl}/metrics`)).text();
  const line = metrics
    .split('\n')
    .find((l) => l.startsWith(`rpc_messages_total{subject="${subject}",outcome="ok"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('when the catalogue is down', () => {
  it('answers 503 at once, not after a hang', async () => {
    const result = await call(stack.baseUrl, '/api/laptops/featured');
    expect(result.status).toBe(503);
    const body = httpErrorSchema.parse(result.body);
    expect(body.code).toBe('UPSTREAM_UNAVAILABLE');
    // NATS's "no responders" answer, not the deadline's "did not answer in time": no wait. The
    // message proves it, so no clock is read (on a loaded CI machine a timing proves little).
    expect(body.error).toBe('The catalogue service is not running');
  });

  it('answers 503 when a responder takes longer than the deadline', async () => {
    const nc = await connectAs(stack.infra, 'catalogue');
    // Takes the message and never replies, like a service stuck on a slow query.
    const silent = nc.subscribe('catalogue.deals.list', {
      queue: 'catalogue',
      callback: () => undefined,
    });
    await nc.flush();
    try {
      const result = await call(stack.baseUrl, '/api/deals');
      expect(result.status).toBe(503);
      expect(httpErrorSchema.parse(result.body).error).toMatch(/did not answer in time/);
      expect(result.ms).toBeGreaterThanOrEqual(900);
      expect(result.ms).toBeLessThan(1_600);
    } finally {
      silent.unsubscribe();
      await nc.close();
    }
  });

  it('still reports the gateway itself as ready', async () => {
    expect((await call(stack.baseUrl, '/health/ready')).status).toBe(200);
  });
});

describe('with two catalogue processes', () => {
  const CALLS = 20;
  let first: CatalogueProcess;
  let second: CatalogueProcess;

  beforeAll(async () => {
    first = await stack.startCatalogue();
    second = await stack.startCatalogue();
    // Each process's first request pays for its cold start (its pool's first connection, its
    // statements' first plans): on a loaded machine that alone passed the 1 s deadline. Warmed
    // here, by as many requests as it takes for each to have answered one (NATS picks at random).
    const subject = 'catalogue.laptops.featured';
    for (let i = 0; i < 40; i++) {
      if ((await handledBy(first, subject)) > 0 && (await handledBy(second, subject)) > 0) break;
      await call(stack.baseUrl, '/api/laptops/featured', UNCACHED);
    }
  }, 60_000);

  it('shares requests between them through the queue group, each answered once', async () => {
    const subject = 'catalogue.laptops.featured';
    const before = (await handledBy(first, subject)) + (await handledBy(second, subject));
    // 20 at once: within the two processes' 16 slots each, so none waits behind the others past
    // the 1 s deadline on a loaded machine (the admission queue would drop it: a 503).
    const results = await Promise.all(
      Array.from({ length: CALLS }, () => call(stack.baseUrl, '/api/laptops/featured', UNCACHED)),
    );
    for (const result of results) {
      expect(result).toMatchObject({ status: 200 });
      expect(laptopListSchema.parse(result.body).length).toBeGreaterThan(0);
    }
    const byFirst = await handledBy(first, subject);
    const bySecond = await handledBy(second, subject);
    expect(byFirst + bySecond - before).toBe(CALLS);
    expect(byFirst).toBeGreaterThan(0);
    expect(bySecond).toBeGreaterThan(0);
  });

  it('keeps answering when one of them stops', async () => {
    await first.stop();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call(stack.baseUrl, '/api/laptops/featured', UNCACHED)),
    );
    for (const result of results) expect(result).toMatchObject({ status: 200 });
  });
});

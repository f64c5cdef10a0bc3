import { Logger } from '@nestjs/common';
import {
  demoProducts,
  KeepaSimulator,
  priceChanges,
  type SimulatedProduct,
} from '@bli/retailer-simulators';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { OutboundHttp, OutboundHttpError } from '../src/http/outbound-http';
import { Redactor } from '../src/http/redactor';
import { KeepaClient } from '../src/providers/keepa/keepa.client';
import { KeepaProvider, KEEPA_TOKENS_PER_PRODUCT } from '../src/providers/keepa/keepa.provider';
import { fromKeepaMinute, toKeepaMinute } from '../src/providers/keepa/keepa-time';
import { newMeter } from '../src/providers/price-provider';
import { FakeClock } from './support/fake-clock';
import { memoryProviderStates } from './support/memory-provider-states';

const KEY = 'keepa-access-key-0123456789abcdef';
const unavailable: SimulatedProduct = { ...demoProducts[5], asin: 'B0NOOFFER2', available: false };
const products = [...demoProducts, unavailable];
const HOUR = 3_600_000;

let clock: FakeClock;
let simulator: KeepaSimulator;

async function startSimulator(
  options: Partial<ConstructorParameters<typeof KeepaSimulator>[0]> = {},
) {
  await simulator?.stop();
  simulator = new KeepaSimulator({
    products,
    apiKey: KEY,
    refillRate: 20,
    clock: clock.read,
    ...options,
  });
  await simulator.start();
}

function keepa(baseUrl = simulator.url) {
  const client = new KeepaClient(new OutboundHttp(new Redactor([KEY]), 5_000, 1024 * 1024), {
    apiKey: KEY,
    baseUrl,
  });
  const states = memoryProviderStates();
  const provider = new KeepaProvider(client, states, clock, {
    resilience: {
      retryAttempts: 2,
      breakerFailures: 3,
      breakerResetMs: 60_000,
      initialBackoffMs: 10,
    },
  });
  return { client, provider, states };
}

beforeAll(() => Logger.overrideLogger(['error']));

beforeEach(async () => {
  clock = new FakeClock();
  await startSimulator();
});

afterAll(async () => {
  await simulator?.stop();
});

describe('Keepa protocol', () => {
  it('answers every call gzip-encoded, and the client reads it', async () => {
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      request(`${simulator.url}/token?key=${KEY}`, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    });
    expect(raw.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(raw.body).toString())).toMatchObject({ tokensLeft: 1_200 });
    const envelope = await keepa().client.token();
    expect(envelope).toMatchObject({ tokensLeft: 1_200, refillRate: 20, tokensConsumed: 0 });
    expect(envelope.refillIn).toBeGreaterThan(0);
  });

  it('converts Keepa minutes both ways (minute 0 is 2011-01-01T00:00Z)', () => {
    expect(fromKeepaMinute(0).toISOString()).toBe('2011-01-01T00:00:00.000Z');
    const at = new Date('2026-11-22T06:17:00Z');
    expect(fromKeepaMinute(toKeepaMinute(at)).toISOString()).toBe(at.toISOString());
  });

  it('never lets the key into an error message or a log line', async () => {
    const { client } = keepa('http://127.0.0.1:9');
    const failure = await client.token().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(OutboundHttpError);
    expect((failure as Error).message).toContain('key=[redacted]');
    expect((failure as Error).message).not.toContain(KEY);
  });
});

describe('Keepa provider', () => {
  it('prices laptops in rupees from paise at Keepa’s last update, with list price and reviews', async () => {
    const { provider } = keepa();
    const targets = demoProducts.slice(0, 40).map((p) => ({ asin: p.asin }));
    const meter = newMeter();
    const result = await provider.fetch(targets, meter);
    expect(result.errors).toEqual([]);
    const current = result.observations.filter(
      (o) => o.observedAt === new Date(Math.floor(clock.ms / 60_000) * 60_000).toISOString(),
    );
    expect(current).toHaveLength(40);
    for (const observation of current) {
      const product = demoProducts.find((p) => p.asin === observation.asin)!;
      expect(observation.currentPrice).toBe(simulator.priceOf(observation.asin));
      expect(observation.source).toBe('keepa');
      if (product.listPrice && product.listPrice > observation.currentPrice) {
        expect(observation.originalPrice).toBe(product.listPrice);
      }
      if (product.rating !== null) expect(observation.rating).toBe(product.rating);
    }
    expect(meter.keepaTokens).toBe(simulator.bucket.spent);
    expect(simulator.stats.largestBatch).toBe(40);
  });

  it('turns the csv history since the last update into price points', async () => {
    const { provider } = keepa();
    const product = demoProducts[10];
    const since = new Date(clock.ms - 3 * 24 * HOUR);
    const result = await provider.fetch(
      [{ asin: product.asin, lastUpdated: since.toISOString() }],
      newMeter(),
    );
    const expected = priceChanges(product, clock.ms - 3 * 24 * HOUR, clock.ms, { periodMs: HOUR })
      .filter(([at]) => at > since.getTime() && at < clock.ms)
      .map(([at, price]) => ({ observedAt: new Date(at).toISOString(), currentPrice: price }));
    expect(expected.length).toBeGreaterThan(3);
    const history = result.observations.slice(0, -1);
    expect(
      history.map((o) => ({ observedAt: o.observedAt, currentPrice: o.currentPrice })),
    ).toEqual(expected);
  });

  it('reports -1 (no offer) and products Keepa does not know as per-item errors', async () => {
    const { provider } = keepa();
    const result = await provider.fetch(
      [{ asin: unavailable.asin }, { asin: 'B0UNKNOWN9' }, { asin: demoProducts[0].asin }],
      newMeter(),
    );
    expect(new Set(result.observations.map((o) => o.asin))).toEqual(
      new Set([demoProducts[0].asin]),
    );
    expect(result.errors).toEqual([
      expect.objectContaining({ asin: unavailable.asin, code: 'NoOffer' }),
      expect.objectContaining({ asin: 'B0UNKNOWN9', code: 'KeepaInvalidProduct' }),
    ]);
  });

  it('sends only what the token plan affords, waits for refills, and never gets a 429', async () => {
    await startSimulator({ initialTokens: 30 });
    const { provider } = keepa();
    const targets = demoProducts.slice(0, 60).map((p) => ({ asin: p.asin }));
    const result = await provider.fetch(targets, newMeter());
    expect(
      result.observations.filter((o) => o.observedAt >= new Date(clock.ms - HOUR).toISOString())
        .length,
    ).toBeGreaterThanOrEqual(60);
    expect(simulator.stats.throttled).toBe(0);
    expect(simulator.bucket.lowest).toBeGreaterThanOrEqual(0);
    // 120 tokens needed, 30 at hand, 20 a minute: about 5 minutes of waiting.
    expect(clock.sleeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(4 * 60_000);
    expect(simulator.stats.largestBatch).toBeLessThanOrEqual(30 / KEEPA_TOKENS_PER_PRODUCT);
  });

  it('backs off until refillIn after a 429 (someone else spent the tokens) and then succeeds', async () => {
    const { provider } = keepa();
    await provider.tokens();
    simulator.bucket.charge(1_250);
    const meter = newMeter();
    const result = await provider.fetch([{ asin: demoProducts[1].asin }], meter);
    expect(meter.keepaRateLimited).toBe(1);
    expect(simulator.stats.throttled).toBe(1);
    expect(result.observations.length).toBeGreaterThan(0);
    expect(clock.sleeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3 * 60_000 - 60_000);
  });

  it('reports the live balance from /token (free) and searches by current price', async () => {
    const { provider, states } = keepa();
    const tokens = await provider.tokens();
    expect(tokens).toMatchObject({ tokensLeft: 1_200, refillRate: 20 });
    expect(states.states.get('keepa')?.tokensLeft).toBe(1_200);
    const found = await provider.search(30_000, 50_000, newMeter());
    expect(found.asins.length).toBeGreaterThan(0);
    for (const asin of found.asins) {
      const price = simulator.priceOf(asin)!;
      expect(price).toBeGreaterThanOrEqual(30_000);
      expect(price).toBeLessThanOrEqual(50_000);
    }
    expect(simulator.bucket.spent).toBe(11);
  });
});

import { Logger } from '@nestjs/common';
import {
  CreatorsApiSimulator,
  demoProducts,
  type SimulatedProduct,
} from '@bli/retailer-simulators';
import { OutboundHttp } from '../src/http/outbound-http';
import { Redactor } from '../src/http/redactor';
import {
  AssociateNotEligibleError,
  CreatorsApiClient,
} from '../src/providers/creators-api/creators-api.client';
import { CreatorsApiProvider } from '../src/providers/creators-api/creators-api.provider';
import { newMeter } from '../src/providers/price-provider';
import { ProviderHttpError, ProviderUnavailableError } from '../src/providers/provider-errors';
import { FakeClock } from './support/fake-clock';
import { memoryProviderStates } from './support/memory-provider-states';

const ID = 'amzn1.application-oa2-client.test';
const SECRET = 'creators-secret-do-not-log-123';
const unavailable: SimulatedProduct = { ...demoProducts[3], asin: 'B0NOOFFER1', available: false };
const products = [...demoProducts.slice(0, 30), unavailable];
const asins = (from: number, count: number) =>
  products.slice(from, from + count).map((p) => p.asin);

let clock: FakeClock;
let simulator: CreatorsApiSimulator;
let redactor: Redactor;

function client(overrides: Partial<ConstructorParameters<typeof CreatorsApiClient>[1]> = {}) {
  redactor = new Redactor([SECRET]);
  return new CreatorsApiClient(
    new OutboundHttp(redactor, 5_000, 1024 * 1024),
    {
      credentialId: ID,
      credentialSecret: SECRET,
      version: '3.2',
      tokenUrl: simulator.tokenUrl,
      baseUrl: simulator.url,
      partnerTag: 'test-21',
      ...overrides,
    },
    clock,
  );
}

function provider(
  creators = client(),
  options: Partial<ConstructorParameters<typeof CreatorsApiProvider>[3]> = {},
) {
  const states = memoryProviderStates();
  return {
    states,
    provider: new CreatorsApiProvider(creators, states, clock, {
      ratePerSecond: 50,
      cooldownMs: 6 * 3_600_000,
      resilience: {
        retryAttempts: 3,
        breakerFailures: 3,
        breakerResetMs: 60_000,
        initialBackoffMs: 20,
        maxBackoffMs: 200,
      },
      ...options,
    }),
  };
}

async function startSimulator(
  options: Partial<ConstructorParameters<typeof CreatorsApiSimulator>[0]> = {},
) {
  await simulator?.stop();
  simulator = new CreatorsApiSimulator({
    products,
    credentialId: ID,
    credentialSecret: SECRET,
    tps: 100,
    tokenLifetimeSeconds: 120,
    clock: clock.read,
    ...options,
  });
  await simulator.start();
}

beforeAll(() => Logger.overrideLogger(['warn', 'error']));

beforeEach(async () => {
  clock = new FakeClock();
  await startSimulator();
});

afterAll(async () => {
  await simulator?.stop();
});

describe('Creators API client: OAuth2 client credentials', () => {
  it('fetches a token once, reuses it until 30 s before it expires, then fetches a new one', async () => {
    const api = client();
    await api.getItems(asins(0, 2), newMeter());
    await api.getItems(asins(2, 2), newMeter());
    expect(simulator.stats.tokenRequests).toBe(1);
    clock.advance(89_000);
    await api.getItems(asins(0, 1), newMeter());
    expect(simulator.stats.tokenRequests).toBe(1);
    clock.advance(2_000);
    await api.getItems(asins(0, 1), newMeter());
    expect(simulator.stats.tokenRequests).toBe(2);
  });

  it('refreshes the token once on a 401 and carries on', async () => {
    const api = client();
    await api.getItems(asins(0, 1), newMeter());
    simulator.expireTokens();
    const meter = newMeter();
    const answer = await api.getItems(asins(0, 1), meter);
    expect(answer.itemsResult?.items).toHaveLength(1);
    expect(simulator.stats.tokenRequests).toBe(2);
    expect(meter.creatorsApiRequests).toBe(2);
    expect(simulator.stats.byStatus[401]).toBe(1);
  });

  it('speaks the 2.2 (Cognito) form flow with ", Version 2.2" on each call', async () => {
    const api = client({ version: '2.2', tokenUrl: `${simulator.url}/oauth2/token` });
    const answer = await api.getItems(asins(0, 3), newMeter());
    expect(answer.itemsResult?.items).toHaveLength(3);
  });

  it('fails on rejected credentials without ever showing the secret', async () => {
    const api = client({ credentialSecret: `${SECRET}-wrong` });
    redactor.add(`${SECRET}-wrong`);
    const failure = await api.getItems(asins(0, 1), newMeter()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ProviderHttpError);
    expect((failure as ProviderHttpError).code).toBe('invalid_client');
    expect(String((failure as Error).message)).not.toContain(SECRET);
  });

  it('refuses more than 10 item ids per getItems call', async () => {
    await expect(client().getItems(asins(0, 11), newMeter())).rejects.toThrow(/1 to 10/);
  });
});

describe('Creators API provider', () => {
  it('prices 25 laptops in calls of at most 10 ids, in rupees, with M.R.P. and reviews', async () => {
    const { provider: creators } = provider();
    const meter = newMeter();
    const result = await creators.fetch(
      asins(0, 25).map((asin) => ({ asin })),
      meter,
    );
    expect(simulator.stats.catalogRequests).toBe(3);
    expect(simulator.stats.largestBatch).toBe(10);
    expect(meter.creatorsApiRequests).toBe(3);
    expect(result.errors).toEqual([]);
    expect(result.observations).toHaveLength(25);
    for (const observation of result.observations) {
      const product = products.find((p) => p.asin === observation.asin)!;
      expect(observation.currentPrice).toBe(simulator.priceOf(observation.asin));
      expect(Number.isInteger(observation.currentPrice)).toBe(true);
      expect(observation.observedAt).toBe(clock.now().toISOString());
      expect(observation.source).toBe('creators-api');
      if (product.listPrice && product.listPrice > observation.currentPrice) {
        expect(observation.originalPrice).toBe(product.listPrice);
      }
      if (product.rating !== null) {
        expect(observation.rating).toBe(product.rating);
        expect(observation.reviewCount).toBeGreaterThanOrEqual(product.reviewCount);
      }
    }
  });

  it('reports partial errors per item and keeps the rest of the batch', async () => {
    const { provider: creators } = provider();
    const targets = ['B0UNKNOWN1', ...asins(0, 3), unavailable.asin, 'B0UNKNOWN2'].map((asin) => ({
      asin,
    }));
    const result = await creators.fetch(targets, newMeter());
    expect(result.observations.map((o) => o.asin).sort()).toEqual(asins(0, 3).sort());
    expect(result.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ asin: 'B0UNKNOWN1', code: 'ItemNotFound' }),
        expect.objectContaining({ asin: 'B0UNKNOWN2', code: 'ItemNotFound' }),
        expect.objectContaining({ asin: unavailable.asin, code: 'NoOffer' }),
      ]),
    );
    // Catalogue hears of both: the unknown ones are missing, the unsold one is offerless.
    expect(result.missing.sort()).toEqual(['B0UNKNOWN1', 'B0UNKNOWN2']);
    expect(result.offerless).toEqual([
      expect.objectContaining({ asin: unavailable.asin, availability: 'unavailable' }),
    ]);
    // A batch of only unknown ids is a 404 from Amazon, and still just per-item errors here.
    const none = await creators.fetch([{ asin: 'B0UNKNOWN3' }], newMeter());
    expect(none.observations).toEqual([]);
    expect(none.errors).toEqual([expect.objectContaining({ asin: 'B0UNKNOWN3' })]);
  });

  it('on 403 AssociateNotEligible goes "Amazon API unavailable" and stops asking until the cool-down ends', async () => {
    simulator.eligible = false;
    const { provider: creators, states } = provider();
    const failure = await creators.fetch([{ asin: asins(0, 1)[0] }], newMeter()).catch((e) => e);
    expect(failure).toBeInstanceOf(ProviderUnavailableError);
    expect((failure as Error).message).toMatch(/^Amazon API unavailable: .*AssociateNotEligible/);
    expect(states.states.get('creators-api')?.unavailableUntil?.getTime()).toBe(
      clock.ms + 6 * 3_600_000,
    );
    const calls = simulator.stats.catalogRequests;
    await expect(creators.assertAvailable()).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(creators.fetch([{ asin: asins(0, 1)[0] }], newMeter())).rejects.toThrow(
      /not asked again before/,
    );
    expect(simulator.stats.catalogRequests).toBe(calls);
    // Not retried: one call, one 403.
    expect(simulator.stats.byStatus[403]).toBe(1);

    simulator.eligible = true;
    clock.advance(6 * 3_600_000 + 1);
    await expect(creators.fetch([{ asin: asins(0, 1)[0] }], newMeter())).resolves.toMatchObject({
      observations: [expect.anything()],
    });
    expect(new AssociateNotEligibleError('x').retryable).toBe(false);
  });

  it('backs off with jitter on 429 and gets every item in the end', async () => {
    // The simulator allows 2 calls a second; this client was told 10.
    await startSimulator({ tps: 2, clock: undefined });
    const { provider: creators } = provider(client(), {
      ratePerSecond: 10,
      resilience: {
        retryAttempts: 6,
        breakerFailures: 3,
        breakerResetMs: 60_000,
        initialBackoffMs: 300,
        maxBackoffMs: 1_500,
      },
    });
    const result = await creators.fetch(
      asins(0, 30).map((asin) => ({ asin })),
      newMeter(),
    );
    expect(simulator.stats.throttled).toBeGreaterThan(0);
    expect(result.observations).toHaveLength(30);
  });

  it('stops waiting for its queued calls when the run stops, sends none of them, records no error', async () => {
    // At 2 calls a second, 30 laptops are three calls spread over a second.
    const { provider: creators, states } = provider(client(), { ratePerSecond: 2 });
    const stop = new AbortController();
    const fetching = creators.fetch(
      asins(0, 30).map((asin) => ({ asin })),
      newMeter(),
      stop.signal,
    );
    while (simulator.stats.catalogRequests === 0) await new Promise((r) => setImmediate(r));
    stop.abort(new Error('sync worker stopping'));
    await expect(fetching).rejects.toThrow('sync worker stopping');
    expect(simulator.stats.catalogRequests).toBe(1);
    // The queued calls' slots come and go without a request.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(simulator.stats.catalogRequests).toBe(1);
    expect(states.states.get('creators-api')?.lastError).toBeUndefined();
  });

  it('retries 5xx within limits, then opens the circuit after repeated failures', async () => {
    const { provider: creators } = provider();
    simulator.failNext(500, 2);
    await expect(creators.fetch([{ asin: asins(0, 1)[0] }], newMeter())).resolves.toBeTruthy();

    simulator.failNext(503, 100);
    for (let i = 0; i < 3; i++) {
      const failure = await creators.fetch([{ asin: asins(0, 1)[0] }], newMeter()).catch((e) => e);
      expect(failure).toBeInstanceOf(ProviderHttpError);
      expect((failure as ProviderHttpError).status).toBe(503);
    }
    const before = simulator.stats.catalogRequests;
    await expect(creators.fetch([{ asin: asins(0, 1)[0] }], newMeter())).rejects.toThrow(
      /^Amazon API unavailable: it failed 3 times in a row/,
    );
    expect(simulator.stats.catalogRequests).toBe(before);
  });

  it('searches by keywords and a price range in paise', async () => {
    const api = client();
    const answer = await api.searchItems(
      { keywords: 'laptop', brand: 'HP', minPrice: 20_000_00, maxPrice: 60_000_00 },
      newMeter(),
    );
    const items = answer.searchResult?.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.itemInfo?.byLineInfo?.brand?.displayValue).toBe('HP');
      expect(item.detailPageURL).toMatch(/^https:\/\/www\.amazon\.in\/dp\/.*tag=test-21/);
      // A result row's picture: the medium primary, as the search resources ask.
      expect(item.images?.primary?.medium?.url).toMatch(/^https?:\/\/[^/]+\/images\/I\//);
    }
  });
});

import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  newLaunchProducts,
  simulatedProducts,
  startRetailerSimulators,
  type RetailerSimulators,
} from '@bli/retailer-simulators';
import { DomainError, UpstreamUnavailableError } from '@bli/server-kit';
import { startTestInfra, type TestInfra } from '@bli/testing';
import { SyncRun, WorkerLease } from '../src/entities';
import { OutboundHttp } from '../src/http/outbound-http';
import { Redactor } from '../src/http/redactor';
import { LaptopImportService } from '../src/laptop-import/laptop-import.service';
import { RetailerSearchService } from '../src/laptop-import/retailer-search.service';
import { CreatorsApiClient } from '../src/providers/creators-api/creators-api.client';
import { CreatorsApiProvider } from '../src/providers/creators-api/creators-api.provider';
import { KeepaClient } from '../src/providers/keepa/keepa.client';
import { KeepaProvider } from '../src/providers/keepa/keepa.provider';
import { ProviderRegistry } from '../src/providers/provider-registry';
import type { FakeLaptop } from './support/fake-catalogue';
import { FakeClock } from './support/fake-clock';
import { memoryProviderStates } from './support/memory-provider-states';
import { syncDatabase, syncHarness } from './support/sync-harness';

const ID = 'import-credential-id';
const SECRET = 'import-credential-secret';
const KEEPA_KEY = 'import-keepa-key-0123456789';
const OMNIBOOK = 'B0G7ACO8IU';
const VICTUS = 'B0GSPA6C22';
/** New launches the simulators list as out of stock and as unavailable (no offer at all). */
const OUT_OF_STOCK = 'B0GE1F6MQS';
const UNAVAILABLE = 'B0G4ZXOW7P';
const DEMO = simulatedProducts.find((p) => !p.asin.startsWith('B0G'))?.asin ?? '';
const OPERATOR = 'ops@example.in';

let infra: TestInfra;
let orm: MikroORM;
let clock: FakeClock;
let simulators: RetailerSimulators;

async function startSimulators(keepaTokens?: number) {
  await simulators?.stop();
  simulators = await startRetailerSimulators({
    products: simulatedProducts,
    creatorsApi: { credentialId: ID, credentialSecret: SECRET, tps: 100 },
    keepa: { apiKey: KEEPA_KEY, refillRate: 20, initialTokens: keepaTokens },
    clock: clock.read,
  });
}

const creatorsSim = () => simulators.creatorsApi!;
const keepaSim = () => simulators.keepa!;

/** The real providers against the simulators, as the sync module builds them. */
function registry(): ProviderRegistry {
  const http = new OutboundHttp(new Redactor([SECRET, KEEPA_KEY]), 5_000, 1024 * 1024);
  const resilience = {
    retryAttempts: 1,
    breakerFailures: 5,
    breakerResetMs: 60_000,
    initialBackoffMs: 10,
  };
  const creators = new CreatorsApiClient(
    http,
    {
      credentialId: ID,
      credentialSecret: SECRET,
      version: '3.2',
      tokenUrl: creatorsSim().tokenUrl,
      baseUrl: creatorsSim().url,
      partnerTag: 'test-21',
    },
    clock,
  );
  const keepa = new KeepaClient(http, { apiKey: KEEPA_KEY, baseUrl: keepaSim().url });
  const states = memoryProviderStates();
  return new ProviderRegistry(
    new CreatorsApiProvider(creators, states, clock, {
      ratePerSecond: 50,
      cooldownMs: 3_600_000,
      resilience,
    }),
    new KeepaProvider(keepa, states, clock, {
      resilience,
      imageBaseUrl: `${keepaSim().url}/images/I/`,
    }),
  );
}

function laptop(asin: string, extra: Partial<FakeLaptop> = {}): FakeLaptop {
  return {
    asin,
    lastUpdated: new Date(clock.ms - 3 * 3_600_000),
    priceRangeId: 2,
    price: 50_000,
    isActive: true,
    ...extra,
  };
}

function setup(laptops: FakeLaptop[] = []) {
  const providers = registry();
  const h = syncHarness(orm, laptops, { clock, registry: providers });
  return {
    ...h,
    providers,
    search: new RetailerSearchService(h.catalogue.asClient(), providers),
    importer: new LaptopImportService(h.catalogue.asClient(), providers),
  };
}

async function fetchPicture(url: string) {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type') };
}

beforeAll(async () => {
  Logger.overrideLogger(['error']);
  infra = await startTestInfra();
  orm = await syncDatabase(infra);
});

beforeEach(async () => {
  clock = new FakeClock();
  await startSimulators();
  await orm.em.fork().nativeDelete(SyncRun, {});
  await orm.em.fork().nativeDelete(WorkerLease, {});
});

afterAll(async () => {
  await simulators?.stop();
  await orm?.close();
  await infra?.stop();
});

describe('retailer search', () => {
  it('finds laptops with the Creators API in a price band, with pictures, marking known ones', async () => {
    const h = setup();
    const first = await h.search.search({
      q: 'laptop',
      minPrice: 60_000,
      maxPrice: 100_000,
      page: 1,
    });
    expect(first.source).toBe('creators-api');
    expect(first.products).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    // The first one found is now in the catalogue (a draft): the next search marks it.
    const known = first.products[0];
    h.catalogue.laptops.set(
      known.asin,
      laptop(known.asin, { slug: 'known-laptop', status: 'draft' }),
    );
    const again = await h.search.search({
      q: 'laptop',
      minPrice: 60_000,
      maxPrice: 100_000,
      page: 1,
    });
    for (const product of again.products) {
      expect(product.price).toBeGreaterThanOrEqual(60_000);
      expect(product.price).toBeLessThanOrEqual(100_000);
      expect(product.title.length).toBeGreaterThan(10);
      expect(product.brand).toBeTruthy();
      expect(product.imageUrl).toMatch(
        new RegExp(`^${creatorsSim().url}/images/I/\\w+\\._SL160_\\.png$`),
      );
      expect(product.inCatalogue).toBe(product.asin === known.asin);
    }
    expect(again.products.find((p) => p.asin === known.asin)?.laptopSlug).toBe('known-laptop');
    expect(await fetchPicture(again.products[0].imageUrl!)).toEqual({
      status: 200,
      type: 'image/png',
    });
  });

  it('finds the new launches by keywords and pages through them', async () => {
    const h = setup();
    const hp = await h.search.search({ q: 'hp omnibook', page: 1 });
    expect(hp.products.map((p) => p.asin)).toContain(OMNIBOOK);
    expect(hp.hasMore).toBe(false);
    const page10 = await h.search.search({ q: 'laptop', page: 10 });
    expect(page10).toMatchObject({ page: 10, hasMore: false });
    expect(page10.products).toHaveLength(10);
  });

  it('answers from Keepa when the Creators API is not eligible: /search, or the finder with a band', async () => {
    creatorsSim().eligible = false;
    const h = setup();
    const plain = await h.search.search({ q: 'omnibook', page: 1 });
    expect(plain.source).toBe('keepa');
    expect(plain.products.map((p) => p.asin)).toContain(OMNIBOOK);
    const omnibook = plain.products.find((p) => p.asin === OMNIBOOK)!;
    expect(omnibook.price).toBe(keepaSim().priceOf(OMNIBOOK));
    expect(omnibook.imageUrl).toMatch(new RegExp(`^${keepaSim().url}/images/I/\\w+\\.png$`));
    expect(await fetchPicture(omnibook.imageUrl!)).toEqual({ status: 200, type: 'image/png' });

    const banded = await h.search.search({
      q: 'laptop',
      minPrice: 30_000,
      maxPrice: 150_000,
      page: 1,
    });
    expect(banded.source).toBe('keepa');
    expect(banded.products).toHaveLength(10);
    expect(banded.hasMore).toBe(true);
    for (const product of banded.products) {
      expect(product.price).toBeGreaterThanOrEqual(30_000);
      expect(product.price).toBeLessThanOrEqual(150_000);
      expect(product.imageUrl).toMatch(/\/images\/I\//);
    }
  });

  it("says 429 when Keepa's tokens are used up, and 503 when neither source answers", async () => {
    await startSimulators(5);
    creatorsSim().eligible = false;
    const h = setup();
    const failure = await h.search.search({ q: 'omnibook', page: 1 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Keepa tokens are used up; a search costs 10/),
    });
    expect(keepaSim().stats.byStatus[200]).toBe(1); // the free /token only

    // New providers (no token plan yet) with Keepa gone: its free /token call fails too.
    const fresh = setup();
    await keepaSim().stop();
    const down = await fresh.search.search({ q: 'omnibook', page: 1 }).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(UpstreamUnavailableError);
    expect((down as Error).message).toMatch(
      /^Amazon API unavailable: .*AssociateNotEligible.*; Keepa/,
    );
  });
});

describe('import', () => {
  it('turns two new laptops into drafts: listing, parsed specs, every picture, the offer', async () => {
    const h = setup([laptop(DEMO)]);
    const result = await h.importer.import({ asins: [OMNIBOOK, VICTUS], operator: OPERATOR });
    expect(result.failed).toEqual([]);
    expect(result.imported.map((i) => i.asin)).toEqual([OMNIBOOK, VICTUS]);
    expect(h.catalogue.imports).toHaveLength(1);
    const { drafts, operator } = h.catalogue.imports[0];
    expect(operator).toBe(OPERATOR);
    const omnibook = drafts.find((d) => d.asin === OMNIBOOK)!;
    const launch = newLaunchProducts.find((p) => p.asin === OMNIBOOK)!;
    expect(omnibook).toMatchObject({
      title: launch.title,
      brand: 'HP',
      processorBrand: 'AMD',
      processorModel: expect.stringContaining('Ryzen AI 7 350'),
      ramSize: 16,
      storageSize: 1024,
      storageType: 'SSD',
      hasDedicatedGraphics: false,
      isGamingLaptop: false,
      currentPrice: creatorsSim().priceOf(OMNIBOOK),
      originalPrice: launch.listPrice,
      availability: 'in_stock',
      source: 'creators-api',
      observedAt: clock.now().toISOString(),
    });
    expect(omnibook.slug).toMatch(/^hp-omnibook/);
    expect(omnibook.features).toEqual(launch.features);
    expect(omnibook.parsedFields).toEqual(
      expect.arrayContaining(['processorModel', 'ramSize', 'storageSize', 'specifications']),
    );
    // Five pictures (primary first), each in the small, medium and large sizes, as served.
    expect(omnibook.images).toHaveLength(5);
    for (const image of omnibook.images) {
      expect(image.sizes.map((s) => s.width)).toEqual([75, 160, 500]);
      for (const size of image.sizes)
        expect(size.url.startsWith(`${creatorsSim().url}/images/I/`)).toBe(true);
    }
    expect(await fetchPicture(omnibook.images[0].sizes[2].url)).toEqual({
      status: 200,
      type: 'image/png',
    });
    const victus = drafts.find((d) => d.asin === VICTUS)!;
    expect(victus).toMatchObject({
      hasDedicatedGraphics: true,
      graphicsModel: expect.stringContaining('RTX 5050'),
      isGamingLaptop: true,
      gamingTier: 'Mid-range',
    });
  });

  it('refuses an asin catalogue has with 409 naming it, before asking the retailer', async () => {
    const h = setup([laptop(DEMO, { slug: 'demo-laptop' })]);
    const before = creatorsSim().stats.catalogRequests;
    const failure = await h.importer
      .import({ asins: [OMNIBOOK, DEMO], operator: OPERATOR })
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({
      code: 'CONFLICT',
      message: `Already in the catalogue: ${DEMO} (demo-laptop, active); nothing was imported`,
    });
    expect(creatorsSim().stats.catalogRequests).toBe(before);
    expect(h.catalogue.imports).toEqual([]);
  });

  it('fails an asin Amazon does not know, and one it cannot price, alone; the rest import', async () => {
    const h = setup();
    const result = await h.importer.import({
      asins: ['B0GUNKNOWN', OMNIBOOK, OUT_OF_STOCK],
      operator: OPERATOR,
    });
    expect(result.imported.map((i) => i.asin)).toEqual([OMNIBOOK]);
    expect(result.failed).toEqual([
      { asin: 'B0GUNKNOWN', error: 'Amazon does not know this ASIN (ItemNotFound)' },
      {
        asin: OUT_OF_STOCK,
        error: expect.stringMatching(/^Amazon API shows out of stock, no price for it/),
      },
    ]);
    expect(h.catalogue.imports[0].drafts.map((d) => d.asin)).toEqual([OMNIBOOK]);
  });

  it('imports from Keepa /product when the Creators API is not eligible', async () => {
    creatorsSim().eligible = false;
    const h = setup();
    const result = await h.importer.import({
      asins: [VICTUS, 'B0GUNKNOWN', UNAVAILABLE],
      operator: OPERATOR,
    });
    expect(result.imported.map((i) => i.asin)).toEqual([VICTUS]);
    expect(result.failed).toEqual([
      { asin: 'B0GUNKNOWN', error: 'Keepa does not know this ASIN (productType 4)' },
      { asin: UNAVAILABLE, error: expect.stringMatching(/^Keepa shows no offer at all/) },
    ]);
    const [draft] = h.catalogue.imports[0].drafts;
    expect(draft).toMatchObject({
      asin: VICTUS,
      brand: 'HP',
      source: 'keepa',
      currentPrice: keepaSim().priceOf(VICTUS),
      graphicsModel: expect.stringContaining('RTX 5050'),
      availability: 'in_stock',
    });
    expect(draft.images).toHaveLength(5);
    expect(draft.images[0].sizes.map((s) => s.width)).toEqual([500, 1500]);
    expect(draft.images[0].sizes[0].url.startsWith(`${keepaSim().url}/images/I/`)).toBe(true);
    expect(await fetchPicture(draft.images[0].sizes[0].url)).toEqual({
      status: 200,
      type: 'image/png',
    });
  });
});

describe('a price refresh', () => {
  const asins = [DEMO, OMNIBOOK, OUT_OF_STOCK, UNAVAILABLE, 'B0GGONE001'];

  async function refresh(source: 'creators-api' | 'keepa') {
    const h = setup(asins.map((asin) => laptop(asin)));
    const { run } = await h.runs.enqueue(
      { kind: 'asins', requestedSource: source, jobKey: 'r', priority: 0, asins },
      clock.now(),
    );
    await h.worker.drain();
    return { h, run: await h.runs.find(run.id) };
  }

  it('sends catalogue the pictures and availability from the Creators API, offerless and missing too', async () => {
    const { h, run } = await refresh('creators-api');
    expect(run).toMatchObject({ status: 'succeeded', productsProcessed: 2 });
    const observed = new Map(h.catalogue.observations.map((o) => [o.asin, o]));
    for (const asin of [DEMO, OMNIBOOK]) {
      expect(observed.get(asin)).toMatchObject({
        availability: 'in_stock',
        source: 'creators-api',
      });
      expect(observed.get(asin)?.images).toHaveLength(5);
      expect(observed.get(asin)?.images?.[0].sizes.map((s) => s.width)).toEqual([75, 160, 500]);
    }
    expect(h.catalogue.offerless.map((o) => [o.asin, o.availability, o.images?.length])).toEqual([
      [OUT_OF_STOCK, 'out_of_stock', 5],
      [UNAVAILABLE, 'unavailable', 5],
    ]);
    expect(h.catalogue.missing).toEqual(['B0GGONE001']);
  });

  it('sends catalogue the pictures on the media host and availability from Keepa', async () => {
    const { h, run } = await refresh('keepa');
    expect(run).toMatchObject({ status: 'succeeded', productsProcessed: 2 });
    const current = h.catalogue.observations.filter((o) => o.availability !== undefined);
    expect(current.map((o) => o.asin).sort()).toEqual([DEMO, OMNIBOOK].sort());
    for (const observation of current) {
      expect(observation.images).toHaveLength(5);
      expect(observation.images?.[0].sizes[1]).toMatchObject({
        url: expect.stringMatching(new RegExp(`^${keepaSim().url}/images/I/71\\w+\\.png$`)),
        width: 1500,
        height: 1125,
      });
    }
    expect(h.catalogue.offerless.map((o) => [o.asin, o.availability])).toEqual([
      [OUT_OF_STOCK, 'out_of_stock'],
      [UNAVAILABLE, 'unavailable'],
    ]);
    // Keepa not tracking an asin is not Amazon forgetting it.
    expect(h.catalogue.missing).toEqual([]);
  });
});

import { MikroORM } from '@mikro-orm/postgresql';
import {
  CataloguePatterns as P,
  adminLaptopSchema,
  laptopDetailSchema,
  MIN_REVIEW_LENGTH,
  searchRequestSchema,
  type LaptopDraft,
  type PriceObservation,
} from '@bli/contracts';
import { ConflictError, InvalidInputError, NotFoundError } from '@bli/server-kit';
import { startTestInfra, type TestInfra } from '@bli/testing';
import { CatalogueConfig } from '../src/catalogue.config';
import { CompareRepository } from '../src/compare/compare.repository';
import { CompareService } from '../src/compare/compare.service';
import { catalogueOrmConfig } from '../src/database/mikro-orm.config';
import { ReadStatements } from '../src/database/read-statements';
import { DealsRepository } from '../src/deals/deals.repository';
import { DealsService } from '../src/deals/deals.service';
import { Laptop, LaptopAuditEntry, PricePoint, PriceRange } from '../src/entities';
import { LaptopEditorRepository } from '../src/laptop-editor/laptop-editor.repository';
import { LaptopEditorService } from '../src/laptop-editor/laptop-editor.service';
import { LaptopImportService } from '../src/laptop-editor/laptop-import.service';
import { ListTotals } from '../src/laptops/list-totals';
import { LaptopsRepository } from '../src/laptops/laptops.repository';
import { LaptopsService } from '../src/laptops/laptops.service';
import { PriceHistoryService } from '../src/price-history/price-history.service';
import { PricePointsRepository } from '../src/price-history/price-points.repository';
import { FixedSaleCalendar } from './support/fixed-sale-calendar';
import { PriceRangesRepository } from '../src/price-ranges/price-ranges.repository';
import { PriceSyncRepository } from '../src/price-sync/price-sync.repository';
import { PriceSyncService } from '../src/price-sync/price-sync.service';
import { SearchRepository } from '../src/search/search.repository';
import { SearchService } from '../src/search/search.service';
import { seedDemoCatalogue } from '../src/seed/demo-catalogue.seed';
import { testDraft, testPicture } from './support/laptop-drafts';

/** One for the whole file, as the catalogue has one: the pages below reuse compiled statements. */
const statements = new ReadStatements();

let infra: TestInfra;
let orm: MikroORM;
const seedTime = new Date('2026-11-20T06:30:00Z');
/** The services' clock: 2 hours after the drafts' offers were observed. */
const now = new Date('2026-11-21T12:00:00Z');
const operator = 'editor@bestlaptops.in';
const page = { page: 1, pageSize: 200 };
const config = Object.assign(new CatalogueConfig(), { AMAZON_ASSOCIATE_TAG: 'test-21' });

// Each call gets a fresh identity map, as each NATS message gets one.
const fork = () => orm.em.fork();
const editor = () => new LaptopEditorService(new LaptopEditorRepository(fork(), new ListTotals(0)));
const importer = () =>
  new LaptopImportService(new LaptopEditorRepository(fork(), new ListTotals(0)), config);
const shop = () => {
  const em = fork();
  return new LaptopsService(
    new LaptopsRepository(em, new ListTotals(0), statements),
    new PriceRangesRepository(em),
    new DealsService(new DealsRepository(em, statements), { now: () => now }),
  );
};
const sync = () => {
  const em = fork();
  return new PriceSyncService(
    new PriceSyncRepository(em, new ListTotals(0)),
    new PriceRangesRepository(em),
  );
};
const searchFor = (q: string) => {
  const em = fork();
  return new SearchService(new SearchRepository(em, statements)).search(
    searchRequestSchema.parse({ q, pageSize: 48 }),
    now,
  );
};
const history = (slug: string) => {
  const em = fork();
  return new PriceHistoryService(
    new LaptopsRepository(em, new ListTotals(0), statements),
    new PricePointsRepository(em),
    new FixedSaleCalendar(),
  ).forSlug(slug, '90', now);
};
const row = (asin: string) => fork().findOneOrFail(Laptop, { asin }, { populate: ['priceRange'] });
const rangeIdOf = (laptop: Laptop) => {
  if (!laptop.priceRange) throw new Error(`${laptop.asin} has no price range`);
  return laptop.priceRange.id;
};
const auditCount = () => fork().count(LaptopAuditEntry);
const listedAsins = async () => (await shop().list(false, page, now)).items.map((l) => l.asin);
const range = (slug: string) => fork().findOneOrFail(PriceRange, { slug });
const review = 'A'.repeat(MIN_REVIEW_LENGTH);

/** An edit as the message brings it: the contract's schema parses (and trims) the changes. */
const update = (asin: string, changes: Record<string, unknown>) => {
  const request = P.laptopsUpdate.request.parse({ asin, operator, changes });
  return editor().update(request.asin, request.operator, request.changes, now);
};

function observation(asin: string, overrides: Partial<PriceObservation> = {}): PriceObservation {
  return {
    asin,
    currentPrice: 70_990,
    observedAt: '2026-11-21T11:00:00.000Z',
    source: 'creators-api',
    ...overrides,
  };
}

async function importOne(draft: LaptopDraft): Promise<string> {
  const result = await importer().import([draft], operator, now);
  return result.imported[0].slug;
}

beforeAll(async () => {
  infra = await startTestInfra();
  orm = await MikroORM.init(catalogueOrmConfig(infra.databaseUrl));
  await orm.migrator.up();
  await seedDemoCatalogue(orm.em.fork(), { associateTag: 'test-21', now: seedTime });
});

afterAll(async () => {
  await orm?.close();
  await infra?.stop();
});

describe('import', () => {
  it('refuses a batch holding an asin already in the catalogue with a 409 naming it, and writes nothing', async () => {
    const known = (await fork().find(Laptop, {}, { limit: 1, orderBy: { id: 'asc' } }))[0];
    const [laptops, points, audits] = await Promise.all([
      fork().count(Laptop),
      fork().count(PricePoint),
      auditCount(),
    ]);
    const attempt = importer().import(
      [testDraft('B0NEW00001'), testDraft(known.asin)],
      operator,
      now,
    );
    await expect(attempt).rejects.toBeInstanceOf(ConflictError);
    await expect(
      importer().import([testDraft('B0NEW00001'), testDraft(known.asin)], operator, now),
    ).rejects.toThrow(new RegExp(`${known.asin} \\(${known.slug}, active\\)`));
    expect(await fork().count(Laptop)).toBe(laptops);
    expect(await fork().count(PricePoint)).toBe(points);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses the same asin twice in one batch', async () => {
    await expect(
      importer().import([testDraft('B0NEW00001'), testDraft('B0NEW00001')], operator, now),
    ).rejects.toBeInstanceOf(InvalidInputError);
  });

  it('stores each draft with a unique slug, its range, first price point, pictures and an audit entry', async () => {
    const taken = (await fork().find(Laptop, {}, { limit: 1, orderBy: { id: 'asc' } }))[0].slug;
    const result = await importer().import(
      [
        testDraft('B0NEW00001', { slug: taken }),
        testDraft('B0NEW00002', { slug: taken, observedAt: '2026-11-21T09:00:00.000Z' }),
      ],
      operator,
      now,
    );
    expect(result).toEqual({
      imported: [
        { asin: 'B0NEW00001', slug: `${taken}-2` },
        { asin: 'B0NEW00002', slug: `${taken}-3` },
      ],
      failed: [],
    });

    const draft = await row('B0NEW00001');
    expect(draft).toMatchObject({
      status: 'draft',
      isActive: false,
      affiliateUrl: 'https://www.amazon.in/dp/B0NEW00001?tag=test-21',
      currentPrice: 72_990,
      originalPrice: 89_990,
      rating: '4.2',
      priceSource: 'creators-api',
      availability: 'in_stock',
      unavailableSince: null,
      imageUrl: 'https://m.media-amazon.com/images/I/B0NEW00001-front._SL1500_.jpg',
      parsedFields: ['model', 'processorModel', 'ramSize', 'storageSize', 'specifications'],
      priceRangeLocked: false,
      weightKg: 2.38,
    });
    expect(draft.images).toEqual([testPicture('B0NEW00001-front'), testPicture('B0NEW00001-side')]);
    expect(draft.imagesRefreshedAt?.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(draft.lastUpdated.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(draft.createdAt.toISOString()).toBe(now.toISOString());
    expect(draft.priceRange?.getEntity().slug).toBe('under-80000');

    const points = await fork().find(PricePoint, { laptop: draft.id });
    expect(points.map((p) => [p.observedAt.toISOString(), p.price, p.source])).toEqual([
      ['2026-11-21T10:00:00.000Z', 72_990, 'creators-api'],
    ]);
    const audit = await editor().audit('B0NEW00001');
    expect(audit).toEqual([
      expect.objectContaining({
        asin: 'B0NEW00001',
        operator,
        field: 'imported',
        oldValue: null,
        at: now.toISOString(),
      }),
    ]);
    expect(audit[0].newValue).toMatchObject({ slug: `${taken}-2` });
  });

  it('keeps a draft whose price fits no range out of every range', async () => {
    await importer().import(
      [
        testDraft('B0NEW00009', {
          slug: 'far-too-expensive',
          currentPrice: 2_500_000,
          originalPrice: null,
        }),
      ],
      operator,
      now,
    );
    expect((await row('B0NEW00009')).priceRange).toBeNull();
  });
});

describe('drafts', () => {
  it('are invisible to every public read', async () => {
    const draft = await row('B0NEW00001');
    await expect(shop().bySlug(draft.slug, now)).rejects.toBeInstanceOf(NotFoundError);
    await expect(shop().byAsin(draft.asin, now)).rejects.toBeInstanceOf(NotFoundError);
    await expect(history(draft.slug)).rejects.toBeInstanceOf(NotFoundError);
    expect(await listedAsins()).not.toContain(draft.asin);
    const inRange = await shop().byPriceRange(rangeIdOf(draft), page, now);
    expect(inRange.items.map((l) => l.asin)).not.toContain(draft.asin);
    const gaming = await shop().gaming(undefined, undefined, page, now);
    expect(gaming.items.map((l) => l.asin)).not.toContain(draft.asin);
    expect((await searchFor('83DV00KJIN')).results.map((l) => l.asin)).not.toContain(draft.asin);
    const compared = await new CompareService(new CompareRepository(fork())).compare(
      draft.slug,
      now,
    );
    expect(compared.laptops).toEqual([]);
  });

  it('are known to operators, to the asin look-up and to the sync', async () => {
    expect(await editor().findByAsins(['B0NEW00001', 'B0NOTKNOWN'])).toEqual([
      { asin: 'B0NEW00001', slug: (await row('B0NEW00001')).slug, status: 'draft' },
    ]);
    const operators = await editor().list({ status: 'draft', ...page }, now);
    expect(operators.items.map((l) => l.asin).sort()).toEqual([
      'B0NEW00001',
      'B0NEW00002',
      'B0NEW00009',
    ]);
    const targets = await sync().targets({ asins: ['B0NEW00001'], limit: 10 });
    expect(targets.targets.map((t) => t.asin)).toEqual(['B0NEW00001']);
    const view = adminLaptopSchema.parse(await editor().get('B0NEW00001', now));
    expect(view.images).toHaveLength(2);
  });
});

describe('operators list', () => {
  it('finds by words in title, brand or model, by exact asin, by brand whatever its case, by range', async () => {
    const asins = async (query: Record<string, unknown>) =>
      (await editor().list({ ...page, ...query }, now)).items.map((l) => l.asin);
    expect(await asins({ q: '83dv00kjin' })).toEqual(['B0NEW00001', 'B0NEW00002', 'B0NEW00009']);
    expect(await asins({ q: 'b0new00002' })).toEqual(['B0NEW00002']);
    const lenovo = await asins({ brand: 'LENOVO' });
    expect(lenovo.length).toBe(await fork().count(Laptop, { brand: 'Lenovo' }));
    const under80 = await range('under-80000');
    const inRange = await editor().list(
      { ...page, priceRangeId: under80.id, status: 'draft' },
      now,
    );
    expect(inRange.items.map((l) => l.asin)).toEqual(['B0NEW00001', 'B0NEW00002']);
    expect(inRange.total).toBe(2);
  });
});

describe('update', () => {
  it('refuses a slug another laptop has with a 409 naming it, changing nothing', async () => {
    const other = (await fork().find(Laptop, { status: 'active' }, { limit: 1 }))[0];
    const audits = await auditCount();
    await expect(update('B0NEW00001', { slug: other.slug, isFeatured: true })).rejects.toThrow(
      new ConflictError(`Another laptop already has the slug "${other.slug}"`),
    );
    expect(await auditCount()).toBe(audits);
    expect((await row('B0NEW00001')).isFeatured).toBe(false);
  });

  it('changes the fields given, audits each one old → new, and clears the parsed flags looked at', async () => {
    const before = await row('B0NEW00001');
    const updated = await update('B0NEW00001', {
      processorModel: 'Core i5-13450HX',
      ramSize: 24,
      slug: 'lenovo-loq-15-2026',
      isFeatured: true,
      confirmedFields: ['storageSize'],
    });
    expect(adminLaptopSchema.parse(updated)).toMatchObject({
      ramSize: 24,
      slug: 'lenovo-loq-15-2026',
      isFeatured: true,
      parsedFields: ['model', 'processorModel', 'specifications'],
    });
    const audit = await editor().audit('B0NEW00001');
    const changes = audit.filter((entry) => entry.field !== 'imported');
    expect(changes.map(({ field, oldValue, newValue }) => ({ field, oldValue, newValue }))).toEqual(
      expect.arrayContaining([
        { field: 'ramSize', oldValue: 16, newValue: 24 },
        { field: 'slug', oldValue: before.slug, newValue: 'lenovo-loq-15-2026' },
        { field: 'isFeatured', oldValue: false, newValue: true },
        {
          field: 'parsedFields',
          oldValue: ['model', 'processorModel', 'storageSize', 'specifications'],
          newValue: ['model', 'processorModel', 'specifications'],
        },
      ]),
    );
    // The processor was given unchanged: no change, no entry, its flag stays.
    expect(changes).toHaveLength(4);
    expect(
      changes.every((entry) => entry.operator === operator && entry.at === now.toISOString()),
    ).toBe(true);
    // Newest first: the import is the oldest entry.
    expect(audit.at(-1)?.field).toBe('imported');
  });

  it('locks the laptop in an editor’s range, which a new price does not move, and unlocks on null', async () => {
    const [under80, under1Lakh] = await Promise.all([range('under-80000'), range('under-1-lakh')]);
    const locked = await update('B0NEW00001', { priceRangeId: under1Lakh.id });
    expect(locked).toMatchObject({ priceRangeId: under1Lakh.id, priceRangeLocked: true });

    const applied = await sync().apply(
      [observation('B0NEW00001', { currentPrice: 45_990 })],
      [],
      [],
      now,
    );
    expect(applied.rangeChanges).toEqual([]);
    expect((await row('B0NEW00001')).priceRange?.id).toBe(under1Lakh.id);

    const unlocked = await update('B0NEW00001', { priceRangeId: null });
    const under50 = await range('under-50000');
    expect(unlocked).toMatchObject({ priceRangeId: under50.id, priceRangeLocked: false });
    const audit = await editor().audit('B0NEW00001');
    expect(
      audit.slice(0, 4).map(({ field, oldValue, newValue }) => ({ field, oldValue, newValue })),
    ).toEqual([
      // Newest first; one edit's entries in reverse order of writing.
      { field: 'priceRangeLocked', oldValue: true, newValue: false },
      { field: 'priceRangeId', oldValue: under1Lakh.id, newValue: under50.id },
      { field: 'priceRangeLocked', oldValue: false, newValue: true },
      { field: 'priceRangeId', oldValue: under80.id, newValue: under1Lakh.id },
    ]);
  });

  it('names a range that does not exist', async () => {
    await expect(update('B0NEW00001', { priceRangeId: 99_999 })).rejects.toThrow(
      /priceRangeId: there is no price range 99999/,
    );
  });

  it('answers NOT_FOUND for an asin the catalogue does not have', async () => {
    await expect(update('B0NOTKNOWN', { isFeatured: true })).rejects.toBeInstanceOf(NotFoundError);
    await expect(editor().audit('B0NOTKNOWN')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('publish and retire', () => {
  it('refuses to publish, naming everything missing', async () => {
    await importOne(
      testDraft('B0NEW00003', {
        slug: 'bare-laptop',
        images: [],
        processorModel: null,
        ramSize: null,
      }),
    );
    const refused = editor().publish('B0NEW00003', operator, now);
    await expect(refused).rejects.toBeInstanceOf(InvalidInputError);
    await expect(editor().publish('B0NEW00003', operator, now)).rejects.toThrow(
      'Laptop B0NEW00003 cannot be published yet: images: at least one picture is needed; ' +
        'processorModel: the processor is needed; ramSize: the RAM size is needed; ' +
        `review: at least ${MIN_REVIEW_LENGTH} characters are needed (it has 0)`,
    );
    // Pictures older than 24 hours do not count either.
    await update('B0NEW00002', { review });
    const later = new Date('2026-11-22T09:00:01Z');
    await expect(editor().publish('B0NEW00002', operator, later)).rejects.toThrow(
      /images: the pictures are older than 24 hours/,
    );
    expect((await row('B0NEW00002')).status).toBe('draft');
  });

  it('publishes a draft with everything a page needs: on every list, its page, search', async () => {
    await update('B0NEW00001', { review: `  ${review}  ` });
    const published = await editor().publish('B0NEW00001', operator, now);
    expect(published).toMatchObject({
      status: 'active',
      isActive: true,
      publishedAt: now.toISOString(),
    });
    const laptop = await row('B0NEW00001');
    expect(laptop.isActive).toBe(true);
    expect(await listedAsins()).toContain('B0NEW00001');
    const inRange = await shop().byPriceRange(rangeIdOf(laptop), page, now);
    expect(inRange.items.map((l) => l.asin)).toContain('B0NEW00001');
    expect((await searchFor('83DV00KJIN')).results.map((l) => l.asin)).toEqual(['B0NEW00001']);
    const detail = laptopDetailSchema.parse(await shop().bySlug(laptop.slug, now));
    expect(detail).toMatchObject({
      status: 'active',
      review,
      images: [testPicture('B0NEW00001-front'), testPicture('B0NEW00001-side')],
    });
    expect((await editor().audit('B0NEW00001'))[0]).toMatchObject({
      field: 'published',
      oldValue: 'draft',
      newValue: 'active',
    });
    await expect(editor().publish('B0NEW00001', operator, now)).rejects.toThrow(
      /already published/,
    );
  });

  it('retires: off every list and search, its page stays and says so; then publishes again', async () => {
    const laptop = await row('B0NEW00001');
    const retired = await editor().retire('B0NEW00001', operator, now);
    expect(retired).toMatchObject({
      status: 'retired',
      isActive: false,
      retiredAt: now.toISOString(),
    });
    expect(await listedAsins()).not.toContain('B0NEW00001');
    const inRange = await shop().byPriceRange(rangeIdOf(laptop), page, now);
    expect(inRange.items.map((l) => l.asin)).not.toContain('B0NEW00001');
    expect((await searchFor('83DV00KJIN')).results.map((l) => l.asin)).not.toContain('B0NEW00001');
    expect(await shop().bySlug(laptop.slug, now)).toMatchObject({
      status: 'retired',
      isActive: false,
    });
    expect((await history(laptop.slug)).slug).toBe(laptop.slug);
    await expect(shop().byAsin('B0NEW00001', now)).rejects.toBeInstanceOf(NotFoundError);
    expect((await editor().audit('B0NEW00001'))[0]).toMatchObject({
      field: 'retired',
      oldValue: 'active',
      newValue: 'retired',
    });
    const targets = await sync().targets({ asins: ['B0NEW00001'], limit: 10 });
    expect(targets.total).toBe(0);

    await expect(editor().retire('B0NEW00001', operator, now)).rejects.toThrow(
      /is retired: only an active laptop/,
    );
    await expect(editor().retire('B0NEW00002', operator, now)).rejects.toBeInstanceOf(
      InvalidInputError,
    );

    expect(await editor().publish('B0NEW00001', operator, now)).toMatchObject({
      status: 'active',
      retiredAt: null,
    });
    expect(await listedAsins()).toContain('B0NEW00001');
  });
});

describe('applying what sync saw', () => {
  let asins: string[];

  beforeAll(async () => {
    asins = (
      await fork().find(Laptop, { status: 'active' }, { orderBy: { id: 'asc' }, limit: 6 })
    ).map((l) => l.asin);
  });

  it('stores the pictures and availability an observation carries; "unavailable" starts a clock', async () => {
    const [a] = asins;
    await sync().apply(
      [
        observation(a, {
          availability: 'unavailable',
          images: [testPicture('x')],
          observedAt: '2026-11-21T08:00:00.000Z',
        }),
      ],
      [],
      [],
      now,
    );
    let laptop = await row(a);
    expect(laptop).toMatchObject({
      availability: 'unavailable',
      imageUrl: 'https://m.media-amazon.com/images/I/x._SL1500_.jpg',
    });
    expect(laptop.unavailableSince?.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(laptop.imagesRefreshedAt?.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect((await shop().byAsin(a, now)).images).toEqual([testPicture('x')]);

    await sync().apply(
      [observation(a, { availability: 'unavailable', observedAt: '2026-11-21T09:00:00.000Z' })],
      [],
      [],
      now,
    );
    laptop = await row(a);
    expect(laptop.unavailableSince?.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    // Pictures not asked for in this call stay as they were.
    expect(laptop.images).toEqual([testPicture('x')]);

    await sync().apply(
      [observation(a, { availability: 'out_of_stock', observedAt: '2026-11-21T10:00:00.000Z' })],
      [],
      [],
      now,
    );
    laptop = await row(a);
    expect(laptop).toMatchObject({ availability: 'out_of_stock', unavailableSince: null });

    // A day later the pictures are not shown any more.
    const dayLater = new Date('2026-11-22T08:00:01Z');
    expect(await shop().byAsin(a, dayLater)).toMatchObject({ images: [], imageUrl: null });
  });

  it('takes availability and pictures from an offerless sighting, never touching the price', async () => {
    const b = asins[1];
    const before = await row(b);
    const pointsBefore = await fork().count(PricePoint, { laptop: before.id });
    const result = await sync().apply(
      [],
      [
        {
          asin: b,
          availability: 'unavailable',
          images: [testPicture('y')],
          observedAt: '2026-11-21T07:00:00.000Z',
          source: 'keepa',
        },
      ],
      [],
      now,
    );
    expect(result).toMatchObject({ laptopsUpdated: 0, pricePointsAdded: 0, unknownAsins: [] });
    const after = await row(b);
    expect(after).toMatchObject({
      currentPrice: before.currentPrice,
      availability: 'unavailable',
      imageUrl: 'https://m.media-amazon.com/images/I/y._SL1500_.jpg',
    });
    expect(after.lastUpdated.toISOString()).toBe(before.lastUpdated.toISOString());
    expect(after.unavailableSince?.toISOString()).toBe('2026-11-21T07:00:00.000Z');
    expect(await fork().count(PricePoint, { laptop: before.id })).toBe(pointsBefore);
  });

  it('flags asins the retailer no longer knows, keeps the first time, and clears it on the next sighting', async () => {
    const c = asins[2];
    const first = await sync().apply([], [], [c, 'B0UNKNOWN9'], now);
    expect(first.unknownAsins).toEqual(['B0UNKNOWN9']);
    expect((await row(c)).retailerMissingSince?.toISOString()).toBe(now.toISOString());
    await sync().apply([], [], [c], new Date('2026-11-21T13:00:00Z'));
    expect((await row(c)).retailerMissingSince?.toISOString()).toBe(now.toISOString());

    const attention = await editor().attention(now);
    expect(attention).toContainEqual(
      expect.objectContaining({ asin: c, reason: 'retailer-missing', since: now.toISOString() }),
    );

    await sync().apply([observation(c, { observedAt: '2026-11-21T13:00:00.000Z' })], [], [], now);
    expect((await row(c)).retailerMissingSince).toBeNull();
    expect((await editor().attention(now)).map((item) => item.asin)).not.toContain(c);
  });

  it('proposes laptops without an offer for 30 days for retirement, not retired ones', async () => {
    const [, b] = asins;
    // b has had no offer since 2026-11-21T07:00.
    const monthLater = new Date('2026-12-21T07:00:00Z');
    const items = await editor().attention(monthLater);
    expect(items).toContainEqual({
      asin: b,
      slug: (await row(b)).slug,
      title: (await row(b)).title,
      status: 'active',
      reason: 'unavailable-30-days',
      since: '2026-11-21T07:00:00.000Z',
    });
    expect(
      (await editor().attention(new Date('2026-12-21T06:59:59Z'))).map((i) => i.asin),
    ).not.toContain(b);
    await editor().retire(b, operator, now);
    expect((await editor().attention(monthLater)).map((i) => i.asin)).not.toContain(b);
  });
});

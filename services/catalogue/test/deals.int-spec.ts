import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import {
  CataloguePatterns as P,
  adminDealSchema,
  dealSchema,
  laptopDetailSchema,
} from '@bli/contracts';
import { DEAL_PRICE_GONE_TEXT, formatInr } from '@bli/domain';
import { ConflictError, InvalidInputError, NotFoundError } from '@bli/server-kit';
import { startTestInfra, type TestInfra } from '@bli/testing';
import { catalogueOrmConfig } from '../src/database/mikro-orm.config';
import { ReadStatements } from '../src/database/read-statements';
import { DealEditorRepository } from '../src/deal-editor/deal-editor.repository';
import { DealEditorService } from '../src/deal-editor/deal-editor.service';
import { DealClock } from '../src/deals/deal-clock';
import { DealsRepository } from '../src/deals/deals.repository';
import { DealsService } from '../src/deals/deals.service';
import { Laptop } from '../src/entities';
import { LaptopsRepository } from '../src/laptops/laptops.repository';
import { LaptopsService } from '../src/laptops/laptops.service';
import { ListTotals } from '../src/laptops/list-totals';
import { PriceRangesRepository } from '../src/price-ranges/price-ranges.repository';
import { seedDemoCatalogue } from '../src/seed/demo-catalogue.seed';
import { demoDeals } from '../src/seed/demo-deals.data';

/** One for the whole file, as the catalogue has one: the pages below reuse compiled statements. */
const statements = new ReadStatements();

let infra: TestInfra;
let orm: MikroORM;
const seedTime = new Date('2026-11-20T06:30:00Z');
const operator = 'editor@bestlaptops.in';

/** A clock the tests move by hand: whether a deal is live is decided when the list is read. */
class HandClock extends DealClock {
  at = new Date('2026-11-21T12:00:00Z');
  now(): Date {
    return this.at;
  }
}
const clock = new HandClock();

// Each call gets a fresh identity map, as each NATS message gets one.
const fork = () => orm.em.fork();
const editor = () => new DealEditorService(new DealEditorRepository(fork()), clock);
const shoppers = () => new DealsService(new DealsRepository(fork(), statements), clock);
const live = async () => (await shoppers().live()).map((deal) => dealSchema.parse(deal));
/**
 * A laptop's page as `GET /api/laptops/slug/{slug}` answers it, at the deals' clock; its offers
 * read through `dealsEm` when given.
 */
const page = async (slug: string, dealsEm?: EntityManager) => {
  const em = fork();
  const laptops = new LaptopsService(
    new LaptopsRepository(em, new ListTotals(0), statements),
    new PriceRangesRepository(em),
    new DealsService(new DealsRepository(dealsEm ?? em, statements), clock),
  );
  return laptopDetailSchema.parse(await laptops.bySlug(slug, clock.now()));
};

/** Calls as the messages bring them: the contract's schemas parse (and trim) the payloads. */
const create = (deal: Record<string, unknown>) => {
  const request = P.dealsCreate.request.parse({ operator, deal });
  return editor().create(request.operator, request.deal);
};
const update = (id: number, changes: Record<string, unknown>) => {
  const request = P.dealsUpdate.request.parse({ id, operator, changes });
  return editor().update(request.id, request.operator, request.changes);
};

let laptop: Laptop;
const dealWindow = { startsAt: '2026-11-21T10:00:00Z', expiresAt: '2026-11-21T14:00:00Z' };

beforeAll(async () => {
  infra = await startTestInfra();
  orm = await MikroORM.init(catalogueOrmConfig(infra.databaseUrl));
  await orm.migrator.up();
  await seedDemoCatalogue(orm.em.fork(), { associateTag: 'test-21', now: seedTime });
  laptop = (
    await fork().find(Laptop, { status: 'active' }, { orderBy: { id: 'asc' }, limit: 1 })
  )[0];
});

afterAll(async () => {
  await orm?.close();
  await infra?.stop();
});

describe('a deal for a laptop', () => {
  it('is on the shoppers’ list from its start with the laptop’s current price, and gone at its end', async () => {
    clock.at = new Date('2026-11-21T09:00:00Z');
    const deal = adminDealSchema.parse(
      await create({
        laptop: laptop.slug,
        title: 'Flash sale on the first demo laptop',
        dealType: 'flash',
        discountPrice: laptop.currentPrice,
        ...dealWindow,
      }),
    );
    expect(deal).toMatchObject({ state: 'upcoming', bankName: null, priceAvailable: true });
    expect(deal.laptop).toMatchObject({ asin: laptop.asin, currentPrice: laptop.currentPrice });
    expect((await live()).map((d) => d.id)).not.toContain(deal.id);

    clock.at = new Date(dealWindow.startsAt);
    const shown = (await live()).find((d) => d.id === deal.id);
    expect(shown).toMatchObject({
      laptop: { asin: laptop.asin, slug: laptop.slug, currentPrice: laptop.currentPrice },
      discountPrice: laptop.currentPrice,
      priceAvailable: true,
    });

    clock.at = new Date(Date.parse(dealWindow.expiresAt) - 1);
    expect((await live()).map((d) => d.id)).toContain(deal.id);
    clock.at = new Date(dealWindow.expiresAt);
    expect((await live()).map((d) => d.id)).not.toContain(deal.id);
    expect((await editor().get(deal.id)).state).toBe('ended');
  });

  it('says the deal price is no longer available once the laptop costs more than it', async () => {
    clock.at = new Date('2026-11-21T11:00:00Z');
    const deal = await create({
      laptop: laptop.asin,
      title: 'Below the current price: gone',
      dealType: 'exchange',
      discountPrice: laptop.currentPrice - 1,
      ...dealWindow,
    });
    const shown = (await live()).find((d) => d.id === deal.id);
    expect(shown?.priceAvailable).toBe(false);
    expect(DEAL_PRICE_GONE_TEXT).toBe('deal price no longer available');

    await update(deal.id, { discountPrice: laptop.currentPrice + 500 });
    expect((await live()).find((d) => d.id === deal.id)?.priceAvailable).toBe(true);
  });

  it('leaves the list at once when an operator expires it, and is audited at each change', async () => {
    clock.at = new Date('2026-11-21T11:00:00Z');
    const deal = await create({
      laptop: String(laptop.id),
      title: 'HDFC Bank card offer on the demo laptop',
      dealType: 'bank',
      discountPrice: laptop.currentPrice,
      bankName: '  HDFC Bank ',
      conditions: '₹5,000 off with HDFC Bank credit cards',
      ...dealWindow,
    });
    expect(deal.bankName).toBe('HDFC Bank');
    await update(deal.id, { conditions: '₹6,000 off with HDFC Bank credit cards' });
    clock.at = new Date('2026-11-21T11:30:00Z');
    const expired = await editor().expire(deal.id, operator);
    expect(expired).toMatchObject({ state: 'ended', expiresAt: '2026-11-21T11:30:00.000Z' });
    expect((await live()).map((d) => d.id)).not.toContain(deal.id);
    await expect(editor().expire(deal.id, operator)).rejects.toThrow(InvalidInputError);

    const audit = await editor().audit(deal.id);
    expect(audit.map((entry) => [entry.field, entry.operator])).toEqual([
      ['expired', operator],
      ['conditions', operator],
      ['created', operator],
    ]);
    expect(audit[1]).toMatchObject({
      oldValue: '₹5,000 off with HDFC Bank credit cards',
      newValue: '₹6,000 off with HDFC Bank credit cards',
    });
  });

  it('is refused with 400s naming the fields, a 404 for an unknown laptop, a 409 for a taken title', async () => {
    clock.at = new Date('2026-11-21T11:00:00Z');
    const base = {
      laptop: laptop.asin,
      title: 'A deal the rules refuse',
      dealType: 'bank',
      discountPrice: 40_000,
      ...dealWindow,
    };
    const fieldsOf = async (call: Promise<unknown>) => {
      const error = await call.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(InvalidInputError);
      return ((error as InvalidInputError).details as { fields: { field: string }[] }).fields.map(
        (f) => f.field,
      );
    };
    expect(await fieldsOf(create({ ...base, expiresAt: dealWindow.startsAt }))).toEqual([
      'expiresAt',
      'bankName',
      'conditions',
    ]);
    expect(() =>
      P.dealsCreate.request.parse({ operator, deal: { ...base, discountPrice: 0 } }),
    ).toThrow(/discountPrice must be more than 0/);
    await expect(create({ ...base, dealType: 'flash', laptop: 'no-such-laptop' })).rejects.toThrow(
      NotFoundError,
    );
    await expect(
      create({ ...base, dealType: 'flash', title: 'Flash sale on the first demo laptop' }),
    ).rejects.toThrow(ConflictError);

    const deal = await create({ ...base, dealType: 'flash', title: 'A flash deal to edit' });
    expect(await fieldsOf(update(deal.id, { dealType: 'bank' }))).toEqual([
      'bankName',
      'conditions',
    ]);
    expect(await fieldsOf(update(deal.id, { startsAt: dealWindow.expiresAt }))).toEqual([
      'expiresAt',
    ]);
    await expect(editor().get(999_999)).rejects.toThrow(NotFoundError);
  });

  it('lists for operators by words and state, newest first, a page at a time', async () => {
    clock.at = new Date('2026-11-21T11:00:00Z');
    const list = (query: Record<string, unknown>) =>
      editor().list(P.dealsAdminList.request.parse(query));
    const hdfc = await list({ q: 'hdfc' });
    expect(hdfc.items.map((d) => d.title)).toContain('HDFC Bank card offer on the demo laptop');
    const ended = await list({ state: 'ended' });
    expect(ended.items.every((d) => d.state === 'ended')).toBe(true);
    const byAsin = await list({ q: laptop.asin.toLowerCase() });
    expect(byAsin.items.every((d) => d.laptop.asin === laptop.asin)).toBe(true);
    const first = await list({ pageSize: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThan(2);
    expect(first.items[0].id).toBeGreaterThan(first.items[1].id);
  });
});

describe("a laptop's page", () => {
  /** Active laptops by id, not the one above nor the demo deals': none has a deal yet. */
  const otherLaptops = (count: number) =>
    fork().find(
      Laptop,
      { status: 'active', id: { $ne: laptop.id }, asin: { $nin: demoDeals.map((d) => d.asin) } },
      { orderBy: { id: 'asc' }, limit: count },
    );
  const bankOffer = (on: Laptop, title: string, window = dealWindow) => ({
    laptop: on.slug,
    title,
    dealType: 'bank',
    discountPrice: on.currentPrice,
    bankName: 'ICICI Bank',
    conditions: '10% instant discount up to ₹1,500 with ICICI Bank credit cards',
    offerPercent: 10,
    offerCap: 1_500,
    ...window,
  });

  it('carries its live bank offer with the effective price, and none once the offer has ended', async () => {
    clock.at = new Date('2026-11-21T11:00:00Z');
    const [withOffer, offerEnded] = await otherLaptops(2);
    const offer = await create(bankOffer(withOffer, 'ICICI Bank card offer on a laptop page'));
    // Live too, but a flash deal changes nothing of what the laptop costs: not an offer.
    await create({
      laptop: withOffer.slug,
      title: 'Flash deal beside the ICICI Bank offer',
      dealType: 'flash',
      discountPrice: withOffer.currentPrice,
      ...dealWindow,
    });
    await create(
      bankOffer(offerEnded, 'ICICI Bank card offer that ended an hour ago', {
        startsAt: '2026-11-20T10:00:00Z',
        expiresAt: '2026-11-21T10:00:00Z',
      }),
    );

    const discount = Math.min(Math.round(withOffer.currentPrice / 10), 1_500);
    const price = withOffer.currentPrice - discount;
    const { offers } = await page(withOffer.slug);
    expect(offers).toEqual([
      {
        id: offer.id,
        title: 'ICICI Bank card offer on a laptop page',
        dealType: 'bank',
        bankName: 'ICICI Bank',
        expiresAt: '2026-11-21T14:00:00.000Z',
        effectivePrice: {
          price,
          discount,
          line: `${formatInr(price)} with an ICICI Bank card (up to ₹1,500 off)`,
        },
        emiCost: null,
      },
    ]);
    // The same figures as the shoppers' list of deals.
    const listed = (await live()).find((d) => d.id === offer.id);
    expect(listed).toMatchObject(offers[0]);
    expect((await page(offerEnded.slug)).offers).toEqual([]);

    // Decided at read time: the page loses the offer at its end.
    clock.at = new Date(Date.parse(dealWindow.expiresAt) - 1);
    expect((await page(withOffer.slug)).offers.map((o) => o.id)).toEqual([offer.id]);
    clock.at = new Date(dealWindow.expiresAt);
    expect((await page(withOffer.slug)).offers).toEqual([]);
  });

  it("carries a no-cost EMI's real cost, and no offer once the laptop is retired", async () => {
    clock.at = new Date('2026-11-21T11:00:00Z');
    // The demo's SBI offer: ₹3,000 off and a ₹199 no-cost EMI fee, live from the seed on.
    const [sbi] = demoDeals.filter((d) => d.processingFee !== null);
    const onSbi = await fork().findOneOrFail(Laptop, { asin: sbi.asin });
    const price = onSbi.currentPrice - 3_000;
    expect((await page(onSbi.slug)).offers).toEqual([
      expect.objectContaining({
        title: sbi.title,
        effectivePrice: expect.objectContaining({ price }),
        emiCost: expect.objectContaining({ total: price + 199, processingFee: 199 }),
      }),
    ]);

    const [, , retiring] = await otherLaptops(3);
    await create(bankOffer(retiring, 'ICICI Bank card offer on a laptop to retire'));
    expect((await page(retiring.slug)).offers).toHaveLength(1);
    await fork().nativeUpdate(Laptop, { id: retiring.id }, { status: 'retired', isActive: false });
    const retired = await page(retiring.slug);
    expect(retired).toMatchObject({ status: 'retired', offers: [] });
  });

  it('is still answered, without its offers, when they cannot be read', async () => {
    clock.at = new Date('2026-11-21T11:00:00Z');
    const on = (await otherLaptops(10))[9];
    await create(bankOffer(on, 'ICICI Bank card offer the page cannot read'));
    const whole = await page(on.slug);
    expect(whole.offers).toHaveLength(1);
    // A role that may not read the deals: PostgreSQL refuses the offers' query, nothing else.
    const role = `deals_blind_${process.pid}`;
    const admin = new pg.Client({ connectionString: infra.databaseUrl });
    await admin.connect();
    await admin.query(`create role ${role} login password 'blind'`);
    await admin.query(`grant usage on schema catalogue to ${role}`);
    const url = new URL(infra.databaseUrl);
    url.username = role;
    url.password = 'blind';
    const blind = await MikroORM.init(catalogueOrmConfig(url.toString()));
    try {
      expect(await page(on.slug, blind.em.fork())).toEqual({ ...whole, offers: [] });
    } finally {
      await blind.close();
      await admin.query(`drop owned by ${role}`);
      await admin.query(`drop role ${role}`);
      await admin.end();
    }
  });
});

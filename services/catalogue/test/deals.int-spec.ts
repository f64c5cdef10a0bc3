import { MikroORM } from '@mikro-orm/postgresql';
import { CataloguePatterns as P, adminDealSchema, dealSchema } from '@bli/contracts';
import { DEAL_PRICE_GONE_TEXT } from '@bli/domain';
import { ConflictError, InvalidInputError, NotFoundError } from '@bli/server-kit';
import { startTestInfra, type TestInfra } from '@bli/testing';
import { catalogueOrmConfig } from '../src/database/mikro-orm.config';
import { DealEditorRepository } from '../src/deal-editor/deal-editor.repository';
import { DealEditorService } from '../src/deal-editor/deal-editor.service';
import { DealClock } from '../src/deals/deal-clock';
import { DealsRepository } from '../src/deals/deals.repository';
import { DealsService } from '../src/deals/deals.service';
import { Laptop } from '../src/entities';
import { seedDemoCatalogue } from '../src/seed/demo-catalogue.seed';

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
const shoppers = () => new DealsService(new DealsRepository(fork()), clock);
const live = async () => (await shoppers().live()).map((deal) => dealSchema.parse(deal));

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

// Deals end to end over HTTP, NATS and PostgreSQL: an operator creates a deal for a laptop, the
// shoppers' list shows it with the laptop's current price and a buy link through the click hop,
// a price above the deal's flags it, and the deal is gone at its end (within the gateway's
// micro-cache bound) or as soon as an operator expires it.
import { adminDealSchema, dealListSchema, httpErrorSchema, type Deal } from '@bli/contracts';
import { eventually } from '@bli/testing';
import { loginAsAdmin, type AdminClient } from './admin-session';
import { call } from './http';
import { startStack, type Stack } from './stack';

let stack: Stack;
let admin: AdminClient;

/** The gateway's micro-cache serves a copy up to 5 × RESPONSE_CACHE_MS (2 s) old while it refreshes. */
const CACHE_BOUND_MS = 10_000;

const liveDeals = async (): Promise<Deal[]> =>
  dealListSchema.parse((await call(stack.baseUrl, '/api/deals')).body);

beforeAll(async () => {
  stack = await startStack({ catalogues: 1, affiliate: true });
  admin = await loginAsAdmin(stack);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

async function laptopOnSale(): Promise<{ asin: string; slug: string; currentPrice: number }> {
  const page = (await admin.get('/api/admin/laptops?status=active&pageSize=1')).body as {
    asin: string;
    slug: string;
    currentPrice: number;
  }[];
  return page[0];
}

describe('a deal an operator creates', () => {
  it('shows on the shoppers’ list with the current price and a buy flow, and is gone at its end', async () => {
    const laptop = await laptopOnSale();
    const endsAt = new Date(Date.now() + 4_000);
    const created = await admin.postJson('/api/admin/deals', {
      laptop: laptop.slug,
      title: 'HDFC Bank card offer, ending in seconds',
      dealType: 'bank',
      discountPrice: laptop.currentPrice,
      bankName: 'HDFC Bank',
      conditions: '₹5,000 off with HDFC Bank credit cards',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      expiresAt: endsAt.toISOString(),
    });
    expect(created.status).toBe(201);
    const deal = adminDealSchema.parse(created.body);

    // The write drops the cached list: the deal shows on the next read.
    const shown = (await liveDeals()).find((d) => d.id === deal.id);
    expect(shown).toMatchObject({
      laptop: { asin: laptop.asin, currentPrice: laptop.currentPrice },
      priceAvailable: true,
      bankName: 'HDFC Bank',
    });

    // "Grab Deal Now" is the laptop's click hop: a 302 to its tagged amazon.in page.
    const hop = await fetch(
      `${stack.baseUrl}/api/affiliate/go/${laptop.asin}?source=deal-card&page=/`,
      { redirect: 'manual' },
    );
    expect(hop.status).toBe(302);
    expect(hop.headers.get('location')).toBe(`https://www.amazon.in/dp/${laptop.asin}?tag=test-21`);

    await eventually(
      async () => expect((await liveDeals()).map((d) => d.id)).not.toContain(deal.id),
      endsAt.getTime() - Date.now() + CACHE_BOUND_MS,
    );
  }, 30_000);

  it('gives a bank offer its effective price and a no-cost EMI its real cost, from the live price', async () => {
    const laptop = await laptopOnSale();
    const created = await admin.postJson('/api/admin/deals', {
      laptop: laptop.slug,
      title: '10% off up to ₹1,500 with ICICI Bank credit cards, no-cost EMI',
      dealType: 'bank',
      discountPrice: laptop.currentPrice,
      bankName: 'ICICI Bank',
      conditions: '10% instant discount up to ₹1,500; no-cost EMI with a ₹199 processing fee',
      offerPercent: 10,
      offerCap: 1_500,
      processingFee: 199,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(created.status).toBe(201);
    const deal = adminDealSchema.parse(created.body);
    const discount = Math.min(Math.round(laptop.currentPrice / 10), 1_500);
    const shown = (await liveDeals()).find((d) => d.id === deal.id);
    expect(shown).toMatchObject({
      offerPercent: 10,
      offerCap: 1_500,
      processingFee: 199,
      effectivePrice: {
        price: laptop.currentPrice - discount,
        discount,
        line: expect.stringMatching(/ with an ICICI Bank card \(up to ₹1,500 off\)$/),
      },
      emiCost: { total: laptop.currentPrice - discount + 199, processingFee: 199 },
    });
    const refused = await admin.send('PATCH', `/api/admin/deals/${deal.id}`, { offerPercent: 0 });
    expect(refused.status).toBe(400);
    expect(httpErrorSchema.parse(refused.body).error).toMatch(/offerPercent/);
    await admin.postJson(`/api/admin/deals/${deal.id}/expire`, {});
  });

  it('is flagged when the laptop costs more than the deal price, and leaves at once when expired', async () => {
    const laptop = await laptopOnSale();
    const created = await admin.postJson('/api/admin/deals', {
      laptop: laptop.asin,
      title: 'Flash deal below the current price',
      dealType: 'flash',
      discountPrice: laptop.currentPrice - 1_000,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const deal = adminDealSchema.parse(created.body);
    expect((await liveDeals()).find((d) => d.id === deal.id)?.priceAvailable).toBe(false);

    const expired = await admin.postJson(`/api/admin/deals/${deal.id}/expire`, {});
    expect(adminDealSchema.parse(expired.body).state).toBe('ended');
    expect((await liveDeals()).some((d) => d.id === deal.id)).toBe(false);

    const audit = (await admin.get(`/api/admin/deals/${deal.id}/audit`)).body as {
      field: string;
    }[];
    expect(audit.map((entry) => entry.field)).toEqual(['expired', 'created']);
  });

  it('is refused with a 400 naming the fields, and a 404 for a laptop the catalogue lacks', async () => {
    const laptop = await laptopOnSale();
    const bad = await admin.postJson('/api/admin/deals', {
      laptop: laptop.asin,
      title: 'A bank offer without its bank',
      dealType: 'bank',
      discountPrice: 0,
      startsAt: '2026-12-01T00:00:00Z',
      expiresAt: '2026-11-30T00:00:00Z',
    });
    expect(bad.status).toBe(400);
    expect(httpErrorSchema.parse(bad.body).error).toMatch(/discountPrice/);

    const rules = await admin.postJson('/api/admin/deals', {
      laptop: laptop.asin,
      title: 'A bank offer without its bank',
      dealType: 'bank',
      discountPrice: 50_000,
      startsAt: '2026-12-01T00:00:00Z',
      expiresAt: '2026-11-30T00:00:00Z',
    });
    expect(rules.status).toBe(400);
    expect(httpErrorSchema.parse(rules.body).error).toMatch(/expiresAt.*bankName.*conditions/);

    const missing = await admin.postJson('/api/admin/deals', {
      laptop: 'no-such-laptop',
      title: 'A deal for nothing at all',
      dealType: 'flash',
      discountPrice: 50_000,
      startsAt: '2026-12-01T00:00:00Z',
      expiresAt: '2026-12-02T00:00:00Z',
    });
    expect(missing.status).toBe(404);
  });
});

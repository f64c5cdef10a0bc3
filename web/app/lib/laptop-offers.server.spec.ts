import { testDeal } from '@bli/testing';
import { setGatewayFetch, type GatewayFetch } from './api-client';
import { fetchLaptopOffers, offersFor } from './laptop-offers.server';

const SLUG = 'hp-victus-15-fa1351tx';
const other = { ...testDeal().laptop, slug: 'dell-3520' };
const deals = [
  testDeal({ id: 1 }),
  testDeal({ id: 2, laptop: other }),
  // A flash deal states no offer: nothing to work out.
  testDeal({ id: 3, dealType: 'flash', effectivePrice: null, emiCost: null }),
  testDeal({
    id: 4,
    effectivePrice: null,
    emiCost: { total: 73_189, processingFee: 199, line: 'No-cost EMI: ₹73,189 in all' },
  }),
];

const answering =
  (status: number, body: unknown): GatewayFetch =>
  () =>
    Promise.resolve({
      ok: status < 400,
      status,
      statusText: '',
      headers: { get: () => null },
      text: () => Promise.resolve(JSON.stringify(body)),
      json: () => Promise.resolve(body),
    });

afterEach(() => setGatewayFetch((url, init) => fetch(url, init)));

describe('offersFor', () => {
  it("keeps this laptop's deals that state an effective price or an EMI cost", () => {
    expect(offersFor(deals, SLUG).map((deal) => deal.id)).toEqual([1, 4]);
    expect(offersFor(deals, 'no-such-laptop')).toEqual([]);
  });
});

describe('fetchLaptopOffers', () => {
  it("reads the live deals and returns this laptop's", async () => {
    setGatewayFetch(answering(200, deals));
    expect((await fetchLaptopOffers(SLUG)).map((deal) => deal.id)).toEqual([1, 4]);
  });

  it('answers none, never an error, when the catalogue cannot answer', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setGatewayFetch(answering(503, { message: 'down' }));
    await expect(fetchLaptopOffers(SLUG)).resolves.toEqual([]);
    setGatewayFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(fetchLaptopOffers(SLUG)).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

import { newMeter } from '../price-provider';
import { FakeClock } from '../../../test/support/fake-clock';
import { memoryProviderStates } from '../../../test/support/memory-provider-states';
import type { CreatorsApiClient } from './creators-api.client';
import { CreatorsApiProvider } from './creators-api.provider';
import type { GetItemsResponse } from './creators-api.types';

const picture = (id: string) => ({
  small: { url: `https://m.media-amazon.com/images/I/${id}._SL75_.jpg`, width: 75, height: 56 },
  large: { url: `https://m.media-amazon.com/images/I/${id}._SL500_.jpg`, width: 500, height: 375 },
});

/** A getItems answer: one priced, one out of stock, one nobody sells, one unknown. */
const answer: GetItemsResponse = {
  itemsResult: {
    items: [
      {
        asin: 'B0PRICED01',
        images: { primary: picture('A'), variants: [picture('B')] },
        offersV2: {
          listings: [
            {
              isBuyBoxWinner: true,
              availability: { type: 'IN_STOCK' },
              price: { money: { amount: 54_990 } },
            },
          ],
        },
      },
      {
        asin: 'B0OUTSTOCK',
        images: { primary: picture('C') },
        offersV2: { listings: [{ availability: { type: 'OUT_OF_STOCK' } }] },
        customerReviews: { count: 12, starRating: { value: 4.1 } },
      },
      { asin: 'B0NOOFFER1', images: { primary: picture('D') } },
    ],
  },
  errors: [
    {
      code: 'ItemNotFound',
      message: 'The ItemId B0UNKNOWN1 is not accessible through the Creators API.',
    },
  ],
};

function provider(response: GetItemsResponse) {
  const calls: { ids: string[]; resources?: readonly string[] }[] = [];
  const client = {
    getItems: async (ids: string[], _meter: unknown, resources?: readonly string[]) => {
      calls.push({ ids, resources });
      return response;
    },
  } as unknown as CreatorsApiClient;
  const clock = new FakeClock();
  return {
    calls,
    clock,
    provider: new CreatorsApiProvider(client, memoryProviderStates(), clock, {
      ratePerSecond: 1_000,
      cooldownMs: 60_000,
      resilience: { retryAttempts: 0, breakerFailures: 5, breakerResetMs: 60_000 },
    }),
  };
}

describe('Creators API provider: what a refresh sends catalogue', () => {
  it('prices with availability and pictures; offerless and missing items are reported as such', async () => {
    const { provider: creators, clock, calls } = provider(answer);
    const asins = ['B0PRICED01', 'B0OUTSTOCK', 'B0NOOFFER1', 'B0UNKNOWN1'];
    const result = await creators.fetch(
      asins.map((asin) => ({ asin })),
      newMeter(),
    );
    const observedAt = clock.now().toISOString();
    // The refresh asks for the pictures and the availability with the price.
    expect(calls[0].resources).toEqual(
      expect.arrayContaining([
        'images.primary.small',
        'images.primary.medium',
        'images.primary.large',
        'images.variants.small',
        'images.variants.medium',
        'images.variants.large',
        'offersV2.listings.availability',
        'offersV2.listings.price',
      ]),
    );
    expect(result.observations).toEqual([
      {
        asin: 'B0PRICED01',
        currentPrice: 54_990,
        originalPrice: null,
        availability: 'in_stock',
        images: [
          { sizes: [picture('A').small, picture('A').large] },
          { sizes: [picture('B').small, picture('B').large] },
        ],
        observedAt,
        source: 'creators-api',
      },
    ]);
    expect(result.offerless).toEqual([
      {
        asin: 'B0OUTSTOCK',
        rating: 4.1,
        reviewCount: 12,
        availability: 'out_of_stock',
        images: [{ sizes: [picture('C').small, picture('C').large] }],
        observedAt,
        source: 'creators-api',
      },
      {
        asin: 'B0NOOFFER1',
        availability: 'unavailable',
        images: [{ sizes: [picture('D').small, picture('D').large] }],
        observedAt,
        source: 'creators-api',
      },
    ]);
    expect(result.missing).toEqual(['B0UNKNOWN1']);
    expect(result.errors.map((e) => [e.asin, e.code])).toEqual([
      ['B0OUTSTOCK', 'NoOffer'],
      ['B0NOOFFER1', 'NoOffer'],
      ['B0UNKNOWN1', 'ItemNotFound'],
    ]);
  });

  it('does not call an asin missing for any other partial error', async () => {
    const { provider: creators } = provider({
      itemsResult: { items: [] },
      errors: [
        {
          code: 'InvalidParameterValue',
          message: 'The ItemId B0BADIDXX1 provided in the request is invalid.',
        },
      ],
    });
    const result = await creators.fetch([{ asin: 'B0BADIDXX1' }], newMeter());
    expect(result.missing).toEqual([]);
    expect(result.errors).toEqual([expect.objectContaining({ code: 'InvalidParameterValue' })]);
  });

  it('gives an import the whole listing, and a message for an asin Amazon does not know', async () => {
    const { provider: creators, calls } = provider(answer);
    const result = await creators.listings(['B0PRICED01', 'B0OUTSTOCK', 'B0UNKNOWN1'], newMeter());
    expect(calls[0].resources).toEqual(
      expect.arrayContaining([
        'itemInfo.features',
        'itemInfo.technicalInfo',
        'itemInfo.productInfo',
        'itemInfo.manufactureInfo',
        'images.variants.large',
        'offersV2.listings.price',
        'customerReviews.count',
      ]),
    );
    expect(result.listings.map((l) => [l.asin, l.price, l.availability])).toEqual([
      ['B0PRICED01', 54_990, 'in_stock'],
      ['B0OUTSTOCK', null, 'out_of_stock'],
      // Not asked for, but answered: still a listing (the import keeps to what it asked).
      ['B0NOOFFER1', null, 'unavailable'],
    ]);
    expect(result.failed).toEqual([
      { asin: 'B0UNKNOWN1', error: 'Amazon does not know this ASIN (ItemNotFound)' },
    ]);
  });
});

import { toKeepaMinute } from './keepa-time';
import {
  keepaAvailability,
  keepaImages,
  keepaListingInput,
  parseKeepaProduct,
} from './keepa.parser';
import type { KeepaProduct } from './keepa.types';

const at = (iso: string) => toKeepaMinute(new Date(iso));
const fallbackTime = new Date('2026-11-22T06:00:00Z');

function product(overrides: Partial<KeepaProduct>): KeepaProduct {
  return {
    asin: 'B0EXAMPLE1',
    productType: 0,
    lastUpdate: at('2026-11-22T05:30:00Z'),
    ...overrides,
  };
}

describe('Keepa product parsing', () => {
  it('turns paise into whole rupees at the last update, with list price and rating ×10', () => {
    const csv: (number[] | null)[] = [];
    csv[0] = [at('2026-11-20T00:00Z'), 5_999_000, at('2026-11-21T00:00Z'), 5_499_050];
    csv[4] = [at('2026-11-01T00:00Z'), 7_299_000];
    csv[16] = [at('2026-11-01T00:00Z'), 45];
    csv[17] = [at('2026-11-01T00:00Z'), 1_200, at('2026-11-21T00:00Z'), 1_234];
    const { observations, error } = parseKeepaProduct(product({ csv }), {
      since: new Date('2026-11-20T12:00Z'),
      fallbackTime,
    });
    expect(error).toBeUndefined();
    expect(observations).toEqual([
      {
        asin: 'B0EXAMPLE1',
        currentPrice: 54_991,
        observedAt: '2026-11-21T00:00:00.000Z',
        source: 'keepa',
      },
      {
        asin: 'B0EXAMPLE1',
        currentPrice: 54_991,
        originalPrice: 72_990,
        rating: 4.5,
        reviewCount: 1_234,
        availability: 'in_stock',
        observedAt: '2026-11-22T05:30:00.000Z',
        source: 'keepa',
      },
    ]);
  });

  it('uses the lowest new price when Amazon itself has no offer (-1), and -1 everywhere is no offer', () => {
    const stats = { current: [-1, 4_500_000, -1, 900, -1] };
    const csv = [
      [at('2026-11-21T00:00Z'), -1],
      [at('2026-11-21T00:00Z'), 4_500_000],
    ];
    expect(
      parseKeepaProduct(product({ stats, csv }), { fallbackTime }).observations.at(-1),
    ).toMatchObject({
      currentPrice: 45_000,
      originalPrice: null,
    });
    const none = parseKeepaProduct(product({ stats: { current: [-1, -1] }, csv: null }), {
      fallbackTime,
    });
    expect(none.observations).toEqual([]);
    expect(none.error).toMatchObject({ code: 'NoOffer' });
    expect(none.offerless).toEqual({
      asin: 'B0EXAMPLE1',
      availability: 'unavailable',
      observedAt: '2026-11-22T05:30:00.000Z',
      source: 'keepa',
    });
  });

  it('skips products that are not standard (productType 4 = invalid) and tolerates missing fields', () => {
    expect(
      parseKeepaProduct({ asin: 'B0EXAMPLE9', productType: 4 }, { fallbackTime }).error,
    ).toMatchObject({
      asin: 'B0EXAMPLE9',
      code: 'KeepaInvalidProduct',
    });
    const bare = parseKeepaProduct(
      { asin: 'B0EXAMPLE8', productType: 0, csv: [[at('2026-11-21T00:00Z'), 1_000_000]] },
      { fallbackTime },
    );
    expect(bare.observations.at(-1)).toMatchObject({
      currentPrice: 10_000,
      observedAt: fallbackTime.toISOString(),
    });
  });

  it('turns image names into pictures on the media host, medium then large', () => {
    const images = [
      { l: '71aaa.jpg', lH: 1125, lW: 1500, m: '41aaa.jpg', mH: 375, mW: 500 },
      // Sizes missing: the large one alone is usable.
      { l: '71bbb.jpg', lH: 1125, lW: 1500, m: '41bbb.jpg' },
      {},
    ];
    expect(keepaImages(product({ images }), 'https://m.media-amazon.com/images/I/')).toEqual([
      {
        sizes: [
          { url: 'https://m.media-amazon.com/images/I/41aaa.jpg', width: 500, height: 375 },
          { url: 'https://m.media-amazon.com/images/I/71aaa.jpg', width: 1500, height: 1125 },
        ],
      },
      {
        sizes: [
          { url: 'https://m.media-amazon.com/images/I/71bbb.jpg', width: 1500, height: 1125 },
        ],
      },
    ]);
    // A base without the closing slash is the same host.
    expect(
      keepaImages(product({ images }), 'http://127.0.0.1:3121/images/I')?.[0].sizes[0].url,
    ).toBe('http://127.0.0.1:3121/images/I/41aaa.jpg');
    // No images field: nothing said about pictures (absent, not an empty list).
    expect(keepaImages(product({}), 'https://m.media-amazon.com/images/I/')).toBeUndefined();
    const observed = parseKeepaProduct(product({ images, stats: { current: [5_499_000] } }), {
      fallbackTime,
      imageBaseUrl: 'https://m.media-amazon.com/images/I/',
    }).observations.at(-1);
    expect(observed?.images).toHaveLength(2);
    expect(observed?.availability).toBe('in_stock');
  });

  it('reads availability: a price, a pre-order or a gone offer, or never an offer', () => {
    expect(keepaAvailability(product({ stats: { current: [-1, 4_500_000] } }))).toBe('in_stock');
    expect(
      keepaAvailability(product({ availabilityAmazon: 1, stats: { current: [-1, -1] } })),
    ).toBe('out_of_stock');
    const gone = [at('2026-11-18T00:00Z'), 5_000_000, at('2026-11-19T00:00Z'), -1];
    expect(
      keepaAvailability(
        product({ availabilityAmazon: -1, csv: [gone, gone], stats: { current: [-1, -1] } }),
      ),
    ).toBe('out_of_stock');
    const never = [at('2026-11-18T00:00Z'), -1];
    expect(
      keepaAvailability(
        product({ availabilityAmazon: -1, csv: [never, never], stats: { current: [-1, -1] } }),
      ),
    ).toBe('unavailable');
    const offerless = parseKeepaProduct(
      product({
        availabilityAmazon: -1,
        csv: [gone, gone],
        images: [{ l: '71x.jpg', lW: 1500, lH: 1125 }],
      }),
      { fallbackTime },
    ).offerless;
    expect(offerless).toMatchObject({
      availability: 'out_of_stock',
      images: [{ sizes: [{ url: 'https://m.media-amazon.com/images/I/71x.jpg' }] }],
    });
  });

  it("gives the parser title, brand, bullets and Keepa's model, part number and weight", () => {
    expect(
      keepaListingInput(
        product({
          title: 'HP OmniBook 5, AMD Ryzen AI 7 350',
          brand: 'HP',
          features: ['Processor: AMD Ryzen AI 7 350'],
          model: 'he0036AU',
          partNumber: 'he0036AU',
          itemWeight: 1340,
        }),
      ),
    ).toEqual({
      title: 'HP OmniBook 5, AMD Ryzen AI 7 350',
      brand: 'HP',
      features: ['Processor: AMD Ryzen AI 7 350'],
      technicalInfo: { model: 'he0036AU', partNumber: 'he0036AU', itemWeight: 1340 },
    });
    expect(keepaListingInput(product({ itemWeight: -1 })).technicalInfo).toEqual({});
  });
});

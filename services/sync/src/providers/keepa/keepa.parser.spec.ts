import { toKeepaMinute } from './keepa-time';
import { parseKeepaProduct } from './keepa.parser';
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
});

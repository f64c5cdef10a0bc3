import type { Laptop } from '@bli/contracts';
import { testLaptop } from '@bli/testing';
import { summariseLaptops } from './home-summary';

const now = new Date('2026-11-22T12:00:00Z');

/** An unrated laptop at ₹40,000 with no parsed specifications. */
function laptop(overrides: Partial<Laptop>): Laptop {
  return testLaptop({
    currentPrice: 40000,
    rating: null,
    reviewCount: 0,
    lastUpdated: '2026-11-22T10:00:00Z',
    processorBrand: null,
    processorModel: null,
    ramSize: null,
    ramType: null,
    storageSize: null,
    storageType: null,
    ...overrides,
  });
}

describe('summariseLaptops', () => {
  it('marks a range verified only for a fresh price from Amazon data', () => {
    const summary = summariseLaptops(
      [
        laptop({ priceRangeId: 1, priceSource: 'admin' }),
        laptop({ priceRangeId: 2, priceSource: 'keepa' }),
        laptop({
          priceRangeId: 3,
          priceSource: 'creators-api',
          lastUpdated: '2026-11-21T11:00:00Z',
        }),
        laptop({ priceRangeId: 4, priceSource: 'creators-api' }),
        laptop({ priceRangeId: null, priceSource: 'keepa' }),
      ],
      now,
    );
    expect(summary.verifiedRangeIds.sort()).toEqual([2, 4]);
  });

  it('counts brands case-insensitively and the use-case stats', () => {
    const summary = summariseLaptops(
      [
        laptop({
          brand: 'ASUS',
          ramSize: 16,
          specifications: { display: '14-inch 3K OLED', weight: '1.2 kg' },
        }),
        laptop({
          brand: 'Asus',
          isGamingLaptop: true,
          hasDedicatedGraphics: true,
          specifications: { weight: '2.3 kg' },
        }),
        laptop({ brand: 'Apple', ramSize: 8, specifications: { weight: '1.4 kg' } }),
      ],
      now,
    );
    expect(summary).toMatchObject({
      totalLaptops: 3,
      brandCount: 2,
      laptopsByBrand: { asus: 2, apple: 1 },
      gaming: 1,
      dedicatedGraphics: 1,
      ram16OrMore: 1,
      oledDisplays: 1,
      travelWeight: 2,
    });
  });
});

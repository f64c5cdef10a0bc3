import { TEST_NOW, testLaptop } from '@bli/testing';
import { bestInRow, COMPARE_ROWS, rowDiffers } from './compare-rows';

const row = (label: string) => COMPARE_ROWS.find((r) => r.label === label)!;

describe('compare rows', () => {
  it('highlights the lowest current price and the most RAM', () => {
    const laptops = [
      testLaptop({ currentPrice: 60_000, ramSize: 16 }),
      testLaptop({ currentPrice: 55_000, ramSize: 32 }),
      testLaptop({ currentPrice: 70_000, ramSize: 32 }),
    ];
    expect(bestInRow(row('Price'), laptops, TEST_NOW)).toEqual([1]);
    expect(bestInRow(row('RAM'), laptops, TEST_NOW)).toEqual([1, 2]);
  });

  it('highlights the lightest laptop and nothing when all are equal or unknown', () => {
    const laptops = [
      testLaptop({ specifications: { weight: '1.2 kg', os: 'Windows 11' } }),
      testLaptop({ specifications: { weight: '1,800 g', os: 'Windows 11' } }),
    ];
    expect(bestInRow(row('Weight'), laptops, TEST_NOW)).toEqual([0]);
    expect(bestInRow(row('RAM'), laptops, TEST_NOW)).toEqual([]);
    expect(bestInRow(row('Battery'), laptops, TEST_NOW)).toEqual([]);
    expect(bestInRow(row('Processor'), laptops, TEST_NOW)).toEqual([]);
  });

  it('never ranks a price older than 24 hours', () => {
    const stale = testLaptop({ currentPrice: 10_000, lastUpdated: '2026-11-19T00:00:00Z' });
    const laptops = [
      stale,
      testLaptop({ currentPrice: 50_000 }),
      testLaptop({ currentPrice: 40_000 }),
    ];
    expect(bestInRow(row('Price'), laptops, TEST_NOW)).toEqual([2]);
  });

  it('knows which rows differ', () => {
    const laptops = [
      testLaptop({ brand: 'HP', specifications: { os: 'Windows 11' } }),
      testLaptop({ brand: 'Dell', specifications: { os: 'Windows 11' } }),
    ];
    expect(rowDiffers(row('Brand'), laptops)).toBe(true);
    expect(rowDiffers(row('Operating system'), laptops)).toBe(false);
  });

  it('highlights the largest saving against the 90-day median and the good deals', () => {
    const checked = (percent: number | null, isGoodDeal: boolean) => {
      const laptop = testLaptop();
      return testLaptop({
        priceCheck: {
          discount: {
            ...laptop.priceCheck.discount,
            median90Days: percent === null ? null : 52_000,
            savingVsMedian: percent === null ? null : { rupees: 520 * percent, percent },
          },
          goodDeal: { ...laptop.priceCheck.goodDeal, isGoodDeal, enoughHistory: true },
        },
      });
    };
    const laptops = [checked(4, true), checked(-2, false), checked(null, true)];
    expect(bestInRow(row('Against its 90-day median'), laptops, TEST_NOW)).toEqual([0]);
    expect(bestInRow(row('Good deal'), laptops, TEST_NOW)).toEqual([0, 2]);
    // A stale price carries no claim, so it ranks nowhere.
    const stale = { ...checked(9, true), lastUpdated: '2026-11-19T00:00:00Z' };
    expect(bestInRow(row('Against its 90-day median'), [stale, ...laptops], TEST_NOW)).toEqual([1]);
  });
});

import { testLaptop } from '@bli/testing';
import {
  goodDealCellText,
  listPriceText,
  medianComparisonText,
  showsPriceClaims,
  usualPriceText,
} from './price-check-text';

const discount = {
  listedPercent: 23,
  listPrice: 45_285,
  median90Days: 36_730,
  savingVsMedian: { rupees: 1_740, percent: 5 },
  highest180Days: 41_990,
  listPriceNeverSeen: false,
};
const goodDeal = {
  isGoodDeal: true,
  currentPrice: 34_990,
  lowestPrice: 33_990,
  aboveLowestPercent: 3,
  historyDays: 200,
  enoughHistory: true,
};

describe('price check words', () => {
  it('say how the price stands against its usual price', () => {
    expect(usualPriceText({ rupees: 1_740, percent: 5 })).toBe('5% below its usual price');
    expect(usualPriceText({ rupees: -900, percent: -2 })).toBe('2% above its usual price');
    expect(usualPriceText({ rupees: 90, percent: 0 })).toBe('At its usual price');
    expect(medianComparisonText(discount)).toBe('5% below (₹36,730)');
    expect(
      medianComparisonText({ ...discount, savingVsMedian: { rupees: -900, percent: -2 } }),
    ).toBe('2% above (₹36,730)');
    expect(medianComparisonText({ ...discount, median90Days: null, savingVsMedian: null })).toBe(
      null,
    );
  });

  it('give the good deal with the lowest price it is measured against', () => {
    expect(goodDealCellText(goodDeal)).toBe('Yes: 3% above its lowest recorded price (₹33,990)');
    expect(goodDealCellText({ ...goodDeal, aboveLowestPercent: 0 })).toBe(
      'Yes: at its lowest recorded price (₹33,990)',
    );
    expect(goodDealCellText({ ...goodDeal, isGoodDeal: false, aboveLowestPercent: 12 })).toBe(
      'No: 12% above its lowest recorded price (₹33,990)',
    );
    expect(goodDealCellText({ ...goodDeal, isGoodDeal: false, enoughHistory: false })).toBe(
      'Not enough price history yet',
    );
  });

  it('say when the list price was never seen in 6 months', () => {
    expect(listPriceText(discount)).toBe('₹45,285');
    expect(listPriceText({ ...discount, listPriceNeverSeen: true })).toBe(
      '₹45,285: never seen in 6 months',
    );
    expect(listPriceText({ ...discount, listPrice: null })).toBe(null);
  });

  it('are said only of a price that may be shown, of a laptop that can be bought', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const fresh = { lastUpdated: '2026-11-22T02:30:00Z' };
    expect(showsPriceClaims(testLaptop(fresh), now)).toBe(true);
    expect(showsPriceClaims(testLaptop({ lastUpdated: '2026-11-20T02:30:00Z' }), now)).toBe(false);
    expect(showsPriceClaims(testLaptop({ ...fresh, availability: 'unavailable' }), now)).toBe(
      false,
    );
    expect(showsPriceClaims(testLaptop({ ...fresh, status: 'retired' }), now)).toBe(false);
  });
});

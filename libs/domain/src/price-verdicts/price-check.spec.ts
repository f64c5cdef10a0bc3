import {
  cardPriceCheck,
  goodDealCheck,
  isGoodDeal,
  listPriceNeverSeen,
  savingAgainst,
  storedPriceStats,
} from './price-check';
import { dailyHistory, flat, NOW } from './price-history.fixtures';
import { priceStatistics } from './price-statistics';

describe('the discount check', () => {
  it('measures the real saving against the 90-day median', () => {
    // The example: ₹34,990 against a median of ₹36,730.
    expect(savingAgainst(36_730, 34_990)).toEqual({ rupees: 1_740, percent: 5 });
    expect(savingAgainst(36_730, 38_450)).toEqual({ rupees: -1_720, percent: -5 });
    expect(savingAgainst(null, 38_450)).toBeNull();
  });

  it('calls a list price above every price of 180 days "never seen", given 6 months of history', () => {
    expect(listPriceNeverSeen(45_285, 38_450, 200)).toBe(true);
    expect(listPriceNeverSeen(38_450, 38_450, 200)).toBe(false);
    expect(listPriceNeverSeen(45_285, 38_450, 179)).toBe(false);
    expect(listPriceNeverSeen(null, 38_450, 200)).toBe(false);
  });

  it('shows on a card what the history says, from the stored figures', () => {
    // 13 months: a year at ₹38,450, then 90 days at ₹36,730, and ₹34,990 today.
    const history = dailyHistory([...flat(38_450, 300), ...flat(36_730, 89), 34_990]);
    const stats = priceStatistics(history, NOW);
    const card = cardPriceCheck(34_990, 45_285, storedPriceStats(stats), NOW);
    expect(card.discount).toEqual({
      listedPercent: 23,
      listPrice: 45_285,
      median90Days: 36_730,
      savingVsMedian: { rupees: 1_740, percent: 5 },
      highest180Days: 38_450,
      listPriceNeverSeen: true,
    });
    expect(card.goodDeal).toMatchObject({
      isGoodDeal: true,
      lowestPrice: 34_990,
      historyDays: 389,
    });
  });
});

describe('the good-deal badge', () => {
  it('needs the price within 5 % of the lowest recorded', () => {
    expect(isGoodDeal(52_500, 50_000, 35)).toBe(true);
    expect(isGoodDeal(52_501, 50_000, 35)).toBe(false);
    expect(goodDealCheck(51_000, 50_000, 60)).toEqual({
      isGoodDeal: true,
      currentPrice: 51_000,
      lowestPrice: 50_000,
      aboveLowestPercent: 2,
      historyDays: 60,
      enoughHistory: true,
    });
  });

  it('needs 5 weeks of history, whatever the prices', () => {
    expect(isGoodDeal(50_000, 50_000, 34)).toBe(false);
    expect(goodDealCheck(50_000, 50_000, 34).enoughHistory).toBe(false);
    expect(isGoodDeal(50_000, null, 400)).toBe(false);
  });
});

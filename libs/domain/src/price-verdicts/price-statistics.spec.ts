import { dailyHistory, flat, NOW, pointOn } from './price-history.fixtures';
import { priceStatistics } from './price-statistics';

describe('priceStatistics', () => {
  it('takes the median of the last 90 days only, one price a day', () => {
    // 100 days at ₹60,000, then 90 days: 45 at ₹50,000 and 45 at ₹52,000.
    const stats = priceStatistics(
      dailyHistory([...flat(60_000, 100), ...flat(50_000, 45), ...flat(52_000, 45)]),
      NOW,
    );
    expect(stats.median90Days).toBe(51_000);
    expect(stats.historyDays).toBe(189);
    expect(stats.historySince).toBe('2026-05-22');
  });

  it('leaves a spike out of the lowest ever, and says so', () => {
    const stats = priceStatistics(
      dailyHistory([...flat(50_000, 30), 19_990, ...flat(50_000, 20), ...flat(47_990, 10)]),
      NOW,
    );
    expect(stats.outliers.map((d) => d.price)).toEqual([19_990]);
    expect(stats.lowest?.price).toBe(47_990);
    expect(stats.lowestExcludesOutliers).toBe(true);
    expect(stats.median90Days).toBe(50_000);
  });

  it('says nothing of outliers when there are none below the lowest', () => {
    const stats = priceStatistics(dailyHistory([...flat(50_000, 40), 45_990]), NOW);
    expect(stats.lowest).toMatchObject({ price: 45_990, day: '2026-11-27' });
    expect(stats.lowestExcludesOutliers).toBe(false);
  });

  it('takes the highest price of 180 days from every observation of a day', () => {
    const points = [
      pointOn('2026-05-01', 80_000), // more than 180 days ago
      pointOn('2026-06-01', 70_000),
      { price: 72_990, observedAt: '2026-06-01T10:00:00.000Z', source: 'keepa' },
      ...dailyHistory(flat(65_000, 60)),
    ];
    const stats = priceStatistics(points, NOW);
    expect(stats.highest180Days).toBe(72_990);
    expect(stats.lowest?.price).toBe(65_000);
  });

  it('has nothing to say without history, and ignores prices after today', () => {
    const empty = priceStatistics([], NOW);
    expect(empty).toMatchObject({
      median90Days: null,
      lowest: null,
      highest180Days: null,
      historySince: null,
      historyDays: 0,
    });
    const future = priceStatistics([pointOn('2026-11-28', 1_000)], NOW);
    expect(future.days).toEqual([]);
  });
});

import { dailyPrices } from './daily-prices';

describe('dailyPrices', () => {
  it('keeps one entry a day in India: its lowest point (the earliest at it) and its highest', () => {
    const points = [
      { price: 50_990, observedAt: '2026-11-26T03:00:00Z' },
      { price: 49_990, observedAt: '2026-11-26T09:00:00Z' },
      { price: 49_990, observedAt: '2026-11-26T12:00:00Z' },
      { price: 52_490, observedAt: '2026-11-26T18:00:00Z' },
      // 00:15 IST on 27 Nov: the next day.
      { price: 48_990, observedAt: '2026-11-26T18:45:00Z' },
    ];
    expect(dailyPrices(points)).toEqual([
      { day: '2026-11-26', dayNumber: 20_783, price: 49_990, point: points[1], high: 52_490 },
      { day: '2026-11-27', dayNumber: 20_784, price: 48_990, point: points[4], high: 48_990 },
    ]);
  });

  it("gives the same days for a day's lowest and highest points as for all of them", () => {
    const all = [
      { price: 50_000, observedAt: '2026-11-20T01:00:00Z' },
      { price: 51_000, observedAt: '2026-11-20T02:00:00Z' },
      { price: 49_000, observedAt: '2026-11-20T03:00:00Z' },
      { price: 53_000, observedAt: '2026-11-20T04:00:00Z' },
    ];
    expect(dailyPrices([all[3], all[2]])).toEqual(dailyPrices(all));
  });
});

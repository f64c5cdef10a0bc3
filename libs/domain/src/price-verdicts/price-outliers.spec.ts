import { dailyPrices } from './daily-prices';
import { addDays } from './ist-days';
import { dailyHistory, flat, pointOn, TODAY } from './price-history.fixtures';
import { outlierDays } from './price-outliers';

const outliersOf = (prices: number[]) =>
  outlierDays(dailyPrices(dailyHistory(prices))).map((d) => d.price);

describe('outlierDays', () => {
  it('finds a single-day spike beyond 3 MADs, down or up', () => {
    expect(outliersOf([...flat(50_000, 20), 29_990, ...flat(50_000, 20)])).toEqual([29_990]);
    expect(outliersOf([...flat(50_000, 20), 79_990, ...flat(50_000, 20)])).toEqual([79_990]);
  });

  it('sees the spread of the days around: a usual wobble is no spike', () => {
    const wobbly = Array.from({ length: 41 }, (_, i) => 50_000 + ((i * 7919) % 5) * 1_000);
    expect(outliersOf(wobbly)).toEqual([]);
    // 3 MADs of that wobble is about ₹3,000 wide: ₹40,000 is well beyond it.
    wobbly[20] = 40_000;
    expect(outliersOf(wobbly)).toEqual([40_000]);
  });

  it('needs a move of at least 3 % where prices repeat exactly (a MAD of 0)', () => {
    expect(outliersOf([...flat(50_000, 20), 48_990, ...flat(50_000, 20)])).toEqual([]);
    expect(outliersOf([...flat(50_000, 20), 48_290, ...flat(50_000, 20)])).toEqual([48_290]);
  });

  it('takes two days in a row for a real move (a sale), not a spike', () => {
    expect(outliersOf([...flat(50_000, 20), 42_990, 42_990, ...flat(50_000, 20)])).toEqual([]);
  });

  it('sees the edge of a sale as a step, not a spike', () => {
    // The festival's last day, then the rebound: the MAD of a window half in the sale is wide.
    const prices = [48_290, 49_590, 49_690, 49_690, 49_590, ...flat(42_890, 6)];
    prices.push(48_890, 48_890, 48_990, 47_990, 47_890, 47_990, 48_090, 48_090, 48_090);
    expect(outliersOf(prices)).toEqual([]);
  });

  it('needs a day on each side: never the first day, nor the latest (the price on offer now)', () => {
    expect(outliersOf([...flat(50_000, 20), 29_990])).toEqual([]);
    expect(outliersOf([29_990, ...flat(50_000, 20)])).toEqual([]);
  });

  it("finds a spike among the days' highest prices when the lowest stay put", () => {
    const points = dailyHistory(flat(50_000, 41));
    points.push({ ...pointOn(addDays(TODAY, -20), 79_990), observedAt: points[20].observedAt });
    expect(outlierDays(dailyPrices(points)).map((d) => [d.price, d.high])).toEqual([
      [50_000, 79_990],
    ]);
  });

  it('counts its window in calendar days, not in days with a price', () => {
    // A rising price for 10 days, a week without a price, then ₹57,990 once and ₹50,000 after.
    // Its window (7 days either side) holds only ₹50,000 days: a spike. Fifteen days with a
    // price either side would take in the rise, and a deviation wide enough to hide it.
    const rise = Array.from({ length: 10 }, (_, i) => 20_000 + 1_000 * i);
    const prices = [...rise, 57_990, ...flat(50_000, 19)];
    const points = prices.map((price, i) =>
      pointOn(addDays(TODAY, (i < 10 ? i : i + 7) - 36), price),
    );
    expect(outlierDays(dailyPrices(points)).map((d) => d.price)).toEqual([57_990]);
  });
});

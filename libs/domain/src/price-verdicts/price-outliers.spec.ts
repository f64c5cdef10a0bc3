import { dailyPrices } from './daily-prices';
import { dailyHistory, flat } from './price-history.fixtures';
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
});

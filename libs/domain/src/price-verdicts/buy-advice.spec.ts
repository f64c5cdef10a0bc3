import { buyAdvice } from './buy-advice';
import { dailyHistory, flat, NOW } from './price-history.fixtures';
import { priceStatistics } from './price-statistics';

const republic2026 = { name: 'Republic Day Sale', startDate: '2026-01-13', endDate: '2026-01-19' };
const republic2027 = { name: 'Republic Day Sale', startDate: '2027-01-10', endDate: '2027-01-16' };
const festival2026 = {
  name: 'Great Indian Festival',
  startDate: '2026-09-23',
  endDate: '2026-10-12',
};

/** 400 days at `usual`, `during` on the days of each event given. */
function history(
  usual: number,
  during: [{ startDate: string; endDate: string }, number][],
  today = usual,
) {
  const points = dailyHistory([...flat(usual, 399), today]);
  for (const point of points.slice(0, -1)) {
    const day = point.observedAt.slice(0, 10);
    for (const [event, price] of during) {
      if (day >= event.startDate && day <= event.endDate) point.price = price;
    }
  }
  return points;
}

const advise = (
  points: ReturnType<typeof history>,
  current: number,
  events = [republic2026, republic2027, festival2026],
) => buyAdvice(current, priceStatistics(points, NOW), events);

describe('buyAdvice', () => {
  it('says nothing but so under 5 weeks of history', () => {
    const advice = advise(dailyHistory(flat(50_000, 12)), 50_000);
    expect(advice).toMatchObject({
      verdict: 'not-enough-history',
      label: 'Not enough price history yet',
      reason: 'We have 11 days of prices for this laptop; a verdict needs at least 35 (5 weeks).',
    });
    expect(advice.evidence.historyDays).toBe(11);
  });

  it('calls a price within 5 % of the lowest recorded a good time to buy', () => {
    const points = history(60_000, [[festival2026, 54_990]], 56_990);
    const advice = advise(points, 56_990);
    expect(advice).toMatchObject({
      verdict: 'good-time-to-buy',
      label: 'Good time to buy',
      reason:
        '₹56,990 is 4% above the lowest price we have recorded (₹54,990 on 23 Sept 2026), within 5%.',
    });
    expect(advice.evidence).toMatchObject({ lowestPrice: 54_990, lowestOn: '2026-09-23' });
    expect(advise(history(60_000, [], 54_990), 54_990).reason).toBe(
      '₹54,990 is the lowest price we have recorded.',
    );
  });

  it('expects a drop when a sale starts within 45 days and its last edition cut the price by more than 8 %', () => {
    const points = history(60_000, [[republic2026, 53_990]]);
    const advice = advise(points, 60_000);
    expect(advice).toMatchObject({
      verdict: 'likely-to-drop',
      label: 'Likely to drop in the next sale',
      reason:
        "Republic Day Sale starts on 10 Jan 2027; in last year's, the price fell 10% (₹60,000 to ₹53,990).",
    });
    expect(advice.evidence.nextSale).toEqual({ event: republic2027, startsInDays: 44 });
    expect(advice.evidence.lastYearSale).toMatchObject({ dropPercent: 10, lowestPrice: 53_990 });
  });

  it('calls the rest a fair price, with the lowest and the median beside it', () => {
    // Last year's Republic Day cut only 7 %; the festival's 15 % is more than 45 days away.
    const points = history(60_000, [
      [republic2026, 55_790],
      [festival2026, 50_990],
    ]);
    const advice = advise(points, 60_000);
    expect(advice).toMatchObject({
      verdict: 'fair-price',
      label: 'Fair price',
      reason:
        '₹60,000 is 18% above the lowest price we have recorded (₹50,990 on 23 Sept 2026) and the same as its 90-day median (₹60,000).',
    });
    // Without the calendar there is no sale to wait for either.
    expect(advise(history(60_000, [[republic2026, 53_990]]), 60_000, []).verdict).toBe(
      'fair-price',
    );
  });

  it('does not count a one-day glitch as the lowest price', () => {
    const points = dailyHistory([...flat(60_000, 200), 29_990, ...flat(60_000, 199), 61_990]);
    const advice = advise(points, 61_990, []);
    expect(advice.verdict).toBe('good-time-to-buy');
    expect(advice.evidence.lowestPrice).toBe(60_000);
  });
});

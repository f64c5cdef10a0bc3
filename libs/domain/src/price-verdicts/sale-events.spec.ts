import { addDays } from './ist-days';
import { dailyHistory, flat, NOW, TODAY } from './price-history.fixtures';
import { priceStatistics } from './price-statistics';
import { sameEventLastYear, saleEventLows, upcomingSaleEvents } from './sale-events';

const festival2025 = {
  name: 'Great Indian Festival',
  startDate: '2025-09-23',
  endDate: '2025-10-12',
};
const diwali2026 = { name: 'Diwali Sale', startDate: '2026-11-01', endDate: '2026-11-07' };
const festival2026 = {
  name: 'Great Indian Festival',
  startDate: '2026-09-23',
  endDate: '2026-10-12',
};
const republic2027 = { name: 'Republic Day Sale', startDate: '2027-01-13', endDate: '2027-01-19' };
const blackFriday = { name: 'Black Friday', startDate: '2026-11-26', endDate: '2026-11-30' };

/** 13 months at ₹60,000 with each event's days at its own price. */
function history(pricesDuring: [{ startDate: string; endDate: string }, number][]) {
  const points = dailyHistory(flat(60_000, 470));
  for (const point of points) {
    const day = point.observedAt.slice(0, 10);
    for (const [event, price] of pricesDuring) {
      if (day >= event.startDate && day <= event.endDate) point.price = price;
    }
  }
  return points;
}

describe('saleEventLows', () => {
  it('gives each begun event its lowest price, the price before it and today against it, newest first', () => {
    const points = history([
      [festival2025, 51_990],
      [festival2026, 53_990],
      [diwali2026, 55_990],
      [blackFriday, 57_990],
    ]);
    const stats = priceStatistics(points, NOW);
    const lows = saleEventLows(
      [festival2025, festival2026, republic2027, diwali2026, blackFriday],
      stats,
      57_990,
    );
    expect(lows.map((low) => [low.event.name, low.status, low.lowestPrice])).toEqual([
      ['Black Friday', 'ongoing', 57_990],
      ['Diwali Sale', 'past', 55_990],
      ['Great Indian Festival', 'past', 53_990],
      ['Great Indian Festival', 'past', 51_990],
    ]);
    expect(lows[3]).toMatchObject({
      lowestOn: '2025-09-23',
      priceBefore: 60_000,
      dropPercent: 13,
      todayAbove: { rupees: 6_000, percent: 12 },
    });
  });

  it('leaves out events before the history began', () => {
    const stats = priceStatistics(dailyHistory(flat(60_000, 20)), NOW);
    expect(saleEventLows([festival2026, diwali2026], stats, 60_000)).toEqual([]);
  });
});

describe('the next sale and the same one last year', () => {
  it('knows the events starting within 45 days, soonest first', () => {
    const soon = { ...republic2027, startDate: addDays(TODAY, 45) };
    const later = { ...republic2027, name: 'Later', startDate: addDays(TODAY, 46) };
    expect(upcomingSaleEvents([later, soon, diwali2026], TODAY)).toEqual([soon]);
  });

  it("finds last year's edition by name, 300–430 days earlier, ended", () => {
    const events = [festival2025, festival2026, diwali2026];
    const next = { name: 'great indian festival ', startDate: '2026-09-23', endDate: '2026-10-12' };
    expect(sameEventLastYear(next, events, TODAY)).toBe(festival2025);
    expect(sameEventLastYear(republic2027, events, TODAY)).toBeNull();
  });
});

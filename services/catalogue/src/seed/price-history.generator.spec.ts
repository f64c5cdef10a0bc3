import { addDays, istDay, priceStatistics, typicalSaleEvents } from '@bli/domain';
import { demoLaptops } from './demo-laptops.data';
import { generatePriceHistory } from './price-history.generator';

const end = new Date('2026-12-10T06:30:00Z');
const today = istDay(end);
const events = typicalSaleEvents(addDays(today, -400), today);
const histories = demoLaptops.map((laptop) => ({
  laptop,
  ...generatePriceHistory(laptop, end, events),
}));

describe('the demo price history', () => {
  it("is the same every time, one point a day ending at today's price", () => {
    const [first] = histories;
    expect(generatePriceHistory(first.laptop, end, events)).toEqual({
      shape: first.shape,
      points: first.points,
    });
    for (const { laptop, shape, points } of histories) {
      expect(points.at(-1)).toEqual({ observedAt: end, price: laptop.currentPrice });
      expect(points).toHaveLength(shape.days);
      // 10 Nov 2025 to 10 Dec 2026: 13 months; a new listing under 5 weeks.
      expect(shape.days === 396 || shape.days < 35).toBe(true);
    }
  });

  it('dips in the sales and comes back after them', () => {
    const regular = histories.filter(({ shape }) => shape.kind === 'regular');
    const festival = events.find((e) => e.name === 'Great Indian Festival')!;
    const priceOn = (points: { observedAt: Date; price: number }[], day: string) =>
      points.find((p) => istDay(p.observedAt) === day)!.price;
    const dipped = regular.filter(
      ({ points }) =>
        priceOn(points, festival.startDate) <
          priceOn(points, addDays(festival.startDate, -10)) * 0.93 &&
        priceOn(points, addDays(festival.endDate, 10)) > priceOn(points, festival.endDate) * 1.05,
    );
    expect(dipped.length).toBeGreaterThan(regular.length * 0.7);
  });

  it('shows a list price some laptops sold at within 6 months, and one-day glitches others had', () => {
    const honest = histories.filter(({ shape }) => shape.honestListPrice);
    expect(honest.length).toBeGreaterThan(5);
    for (const { laptop, points } of honest) {
      expect(points.slice(-180).some((p) => p.price === laptop.originalPrice)).toBe(true);
    }
    const glitched = histories.filter(({ shape }) => shape.spikeDaysAgo !== null);
    expect(glitched.length).toBeGreaterThan(3);
    for (const { shape, points } of glitched) {
      const spike = addDays(today, -shape.spikeDaysAgo!);
      const stats = priceStatistics(points, end);
      expect(stats.outliers.map((d) => d.day)).toEqual([spike]);
    }
  });
});

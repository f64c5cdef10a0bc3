import { lowestPoint, medianPrice } from './price-stats';

describe('medianPrice', () => {
  it('takes the middle value or the rounded mean of the two middles', () => {
    expect(medianPrice([3, 1, 2])).toBe(2);
    expect(medianPrice([10, 20, 31, 40])).toBe(26);
    expect(medianPrice([])).toBeNull();
  });
});

describe('lowestPoint', () => {
  it('returns the earliest point at the lowest price', () => {
    const points = [
      { price: 500, observedAt: '2026-01-01T00:00:00Z' },
      { price: 400, observedAt: '2026-01-02T00:00:00Z' },
      { price: 400, observedAt: '2026-01-03T00:00:00Z' },
    ];
    expect(lowestPoint(points)).toBe(points[1]);
    expect(lowestPoint([])).toBeNull();
  });
});

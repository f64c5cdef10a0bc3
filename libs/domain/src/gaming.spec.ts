import { gamingTierForRating, isHighPerformance } from './gaming';

describe('gamingTierForRating', () => {
  it.each([
    [5, 'Entry'],
    [6, 'Entry'],
    [7, 'Mid-range'],
    [8, 'Mid-range'],
    [9, 'High-end'],
    [10, 'High-end'],
    [4, null],
    [null, null],
  ])('%s → %s', (rating, tier) => {
    expect(gamingTierForRating(rating)).toBe(tier);
  });
});

describe('isHighPerformance', () => {
  it('means a rating of 6 or more', () => {
    expect(isHighPerformance(6)).toBe(true);
    expect(isHighPerformance(5)).toBe(false);
    expect(isHighPerformance(null)).toBe(false);
  });
});

import { gamingRatingForGpu, gamingTierForRating, isHighPerformance } from './gaming';

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

describe('gamingRatingForGpu', () => {
  it.each([
    ['GeForce RTX 2050', 5],
    ['GeForce GTX 1650', 5],
    ['GeForce RTX 3050', 6],
    ['GeForce RTX 4050', 7],
    ['GeForce RTX 5050', 7],
    ['GeForce RTX 4060', 8],
    ['GeForce RTX 5060', 8],
    ['GeForce RTX 4070', 9],
    ['GeForce RTX 5070 Ti', 9],
    ['GeForce RTX 4080', 10],
    ['GeForce RTX 5090', 10],
    ['Radeon RX 7600S', 7],
    ['GeForce MX550', null],
    ['Iris Xe', null],
    [null, null],
  ])('%s → %s', (gpu, rating) => {
    expect(gamingRatingForGpu(gpu)).toBe(rating);
  });

  it('rates every seeded GPU into the tier the catalogue gives it', () => {
    expect(gamingTierForRating(gamingRatingForGpu('GeForce RTX 4050'))).toBe('Mid-range');
    expect(gamingTierForRating(gamingRatingForGpu('GeForce RTX 3050'))).toBe('Entry');
    expect(gamingTierForRating(gamingRatingForGpu('GeForce RTX 4070'))).toBe('High-end');
  });
});

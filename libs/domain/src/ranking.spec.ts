import { rankingScore, rankLaptops } from './ranking';

const laptop = (id: string, rating: string | null, reviewCount: number, currentPrice = 50_000) => ({
  id,
  rating,
  reviewCount,
  currentPrice,
});

describe('rankingScore', () => {
  it('weighs reviews 0.7 and rating × 1000 × 0.3', () => {
    expect(rankingScore({ rating: '4.0', reviewCount: 100 })).toBeCloseTo(1270);
    expect(rankingScore({ rating: null, reviewCount: 10 })).toBeCloseTo(7);
  });

  it('is exact: equal scores tie, and the one with more reviews ranks first', () => {
    const more = laptop('more-reviews', '1.0', 368);
    const fewer = laptop('fewer-reviews', '1.7', 68);
    expect(rankingScore(more)).toBe(557.6);
    expect(rankingScore(fewer)).toBe(557.6);
    expect(rankLaptops([fewer, more]).map((l) => l.id)).toEqual(['more-reviews', 'fewer-reviews']);
  });
});

describe('rankLaptops', () => {
  it('puts rated laptops first by score, then unrated by reviews then lower price', () => {
    const ranked = rankLaptops([
      laptop('unrated-cheap', null, 0, 30_000),
      laptop('rated-low', '3.8', 10),
      laptop('unrated-reviewed', null, 50),
      laptop('rated-high', '4.6', 2_000),
      laptop('unrated-dear', null, 0, 45_000),
      laptop('rated-mid', '4.2', 300),
    ]);
    expect(ranked.map((l) => l.id)).toEqual([
      'rated-high',
      'rated-mid',
      'rated-low',
      'unrated-reviewed',
      'unrated-cheap',
      'unrated-dear',
    ]);
  });
  it('does not mutate its input', () => {
    const input = [laptop('b', null, 0), laptop('a', '4', 1)];
    rankLaptops(input);
    expect(input.map((l) => l.id)).toEqual(['b', 'a']);
  });
});

import { toHomeSummary, toListFacts, toSitemapParts } from './list-facts.mapper';

const counts = {
  count: '12',
  brands: '4',
  ram16_plus: '7',
  ssd: '11',
  dedicated_graphics: '5',
  intel: '8',
  amd: '4',
  gaming: '3',
  entry: '1',
  mid_range: '2',
  high_end: '0',
};

describe('toListFacts', () => {
  it("turns PostgreSQL's bigint text into numbers and quotes the cheapest current price", () => {
    expect(
      toListFacts({
        ...counts,
        cheapest: 34_990,
        as_of: '2026-11-22T02:30:00.000Z',
        newest: '2026-11-22T04:00:00.000Z',
      }),
    ).toEqual({
      count: 12,
      brands: 4,
      from: { price: 34_990, asOf: '2026-11-22T02:30:00.000Z' },
      ram16Plus: 7,
      ssd: 11,
      dedicatedGraphics: 5,
      intel: 8,
      amd: 4,
      gaming: 3,
      tiers: { Entry: 1, 'Mid-range': 2, 'High-end': 0 },
      newest: '2026-11-22T04:00:00.000Z',
    });
  });

  it('has no price when none is current, and no newest for an empty list', () => {
    const facts = toListFacts({ ...counts, count: 0, cheapest: null, as_of: null, newest: null });
    expect(facts.from).toBeNull();
    expect(facts.newest).toBeNull();
  });
});

describe('toHomeSummary', () => {
  it('counts the brands of the per-brand figures', () => {
    expect(
      toHomeSummary({
        total: '3',
        laptops_by_brand: { asus: 2, apple: 1 },
        verified_range_ids: [2, 4],
        gaming: '1',
        dedicated_graphics: '1',
        ram16_or_more: '1',
        oled_displays: '1',
        travel_weight: '2',
      }),
    ).toEqual({
      totalLaptops: 3,
      brandCount: 2,
      laptopsByBrand: { asus: 2, apple: 1 },
      verifiedRangeIds: [2, 4],
      gaming: 1,
      dedicatedGraphics: 1,
      ram16OrMore: 1,
      oledDisplays: 1,
      travelWeight: 2,
    });
  });
});

describe('toSitemapParts', () => {
  it('turns part numbers and counts into numbers', () => {
    expect(
      toSitemapParts([{ part: '2', laptops: '17', newest: '2026-11-22T04:00:00.000Z' }]),
    ).toEqual([{ part: 2, laptops: 17, newest: '2026-11-22T04:00:00.000Z' }]);
  });
});

import { TEST_NOW as NOW, testLaptop, testListFacts, testRange } from '@bli/testing';
import {
  filterMeta,
  gamingMeta,
  HOME_TITLE,
  homeMeta,
  landingMeta,
  laptopMeta,
  rangePageMeta,
} from './catalogue-pages';
import { FILTER_PAGES } from './filter-pages';

const STALE = '2026-11-20T02:30:00Z';
/** The facts of a list without a current price (Amazon's 24-hour rule). */
const unpriced = { from: null };

describe('homeMeta', () => {
  it("keeps the spec's title and quotes laptops, brands and ranges with the cheapest current price", () => {
    const facts = testListFacts({
      count: 3,
      brands: 2,
      from: { price: 34_990, asOf: '2026-11-22T02:30:00Z' },
    });
    const meta = homeMeta(facts, [testRange(), testRange({ id: 2 })]);
    expect(meta.title).toBe(HOME_TITLE);
    expect(meta.title).toBe('Best Laptops India - Reviews & Buying Guide');
    expect(meta.description).toMatch(
      /^Compare 3 laptops from 2 brands in India across 2 budget ranges/,
    );
    expect(meta.description).toContain('from ₹34,990 (prices as of 22 Nov 2026)');
  });

  it('leaves prices out when none is current', () => {
    const meta = homeMeta(testListFacts(unpriced), []);
    expect(meta.description).not.toMatch(/₹/);
  });
});

describe('landingMeta', () => {
  const facts = testListFacts({
    count: 3,
    brands: 3,
    from: { price: 32_990, asOf: '2026-11-22T02:30:00Z' },
    ram16Plus: 2,
    dedicatedGraphics: 1,
    intel: 2,
    amd: 1,
  });
  const top = testLaptop({ brand: 'HP', model: '15s fq5111TU', rating: '4.3', reviewCount: 5680 });

  it('titles the page with the month, year and count, and names the top pick with its rating', () => {
    const meta = landingMeta(testRange(), facts, top, NOW);
    expect(meta.title).toBe(
      'Best Laptops Under ₹50,000 in India (November 2026): 3 Picks | Best Laptops India',
    );
    expect(meta.description).toBe(
      '3 laptops under ₹50,000 ranked by rating and reviews, from ₹32,990 (prices as of 22 Nov 2026): ' +
        '2 with 16 GB+ RAM, 1 with dedicated graphics, 2 Intel vs 1 AMD. ' +
        'Our #1: HP 15s, rated 4.3/5 stars from 5,680 reviews.',
    );
  });

  it('says so when the range has no laptops', () => {
    const meta = landingMeta(testRange(), testListFacts({ count: 0, ...unpriced }), undefined, NOW);
    expect(meta.title).toContain('(November 2026)');
    expect(meta.description).toMatch(/^No laptops under ₹50,000 are listed right now/);
  });

  it('names an unrated top pick without a rating', () => {
    const meta = landingMeta(
      testRange(),
      testListFacts(),
      testLaptop({ brand: 'Acer', model: 'Aspire 3', rating: null }),
      NOW,
    );
    expect(meta.description).toMatch(/Our #1: Acer Aspire 3\.$/);
  });
});

describe('rangePageMeta', () => {
  it('counts the range and its features', () => {
    const meta = rangePageMeta(
      testRange({ name: 'Premium (above ₹2 Lakh)' }),
      testListFacts({ count: 2, ssd: 1, dedicatedGraphics: 1 }),
    );
    expect(meta.title).toBe(
      'Best Laptops Premium (above ₹2 Lakh): 2 Laptops Compared | Best Laptops India',
    );
    expect(meta.description).toMatch(
      /^Compare 2 laptops in the Premium \(above ₹2 Lakh\) range side by side/,
    );
    expect(meta.description).toContain('1 with an SSD, 1 with dedicated graphics');
  });
});

describe('gamingMeta', () => {
  it('counts each tier', () => {
    const meta = gamingMeta(
      testListFacts({
        count: 3,
        brands: 3,
        gaming: 3,
        tiers: { Entry: 2, 'Mid-range': 0, 'High-end': 1 },
      }),
      NOW,
    );
    expect(meta.title).toBe(
      'Best Gaming Laptops in India (2026): 3 Models by Tier | Best Laptops India',
    );
    expect(meta.description).toContain(
      '2 entry-level (5–6/10), 0 mid-range (7–8/10) and 1 high-end (9–10/10)',
    );
    expect(meta.description).toContain('from 3 brands');
  });
});

describe('laptopMeta', () => {
  const laptop = testLaptop({
    brand: 'ASUS',
    model: 'TUF Gaming F15 FX506HF-HN024W',
    processorModel: 'Core i5-11400H',
    ramSize: 8,
    storageSize: 1024,
    displaySize: '15.6 inch',
    hasDedicatedGraphics: true,
    graphicsModel: 'GeForce RTX 2050',
    rating: '4.1',
    reviewCount: 5680,
    currentPrice: 47_990,
  });

  it('describes the specs, "Rated x/5 stars" and the current price with its date', () => {
    const meta = laptopMeta(laptop, NOW);
    expect(meta.title).toBe(
      'ASUS TUF Gaming F15: Specs, Price History & Review | Best Laptops India',
    );
    expect(meta.description).toBe(
      'ASUS TUF Gaming F15 with Intel Core i5-11400H, 8 GB RAM, 1 TB SSD, 15.6 inch, GeForce RTX 2050. ' +
        'Rated 4.1/5 stars from 5,680 reviews. ₹47,990 on Amazon as of 22 Nov 2026. ' +
        'Full specifications, 90-day price history, pros and cons, and similar laptops compared.',
    );
  });

  it('leaves out a stale price and a missing rating', () => {
    const meta = laptopMeta({ ...laptop, rating: null, lastUpdated: STALE }, NOW);
    expect(meta.description).not.toMatch(/₹|Rated/);
  });
});

describe('filterMeta', () => {
  it('counts the filtered laptops, their brands and gaming models', () => {
    const [amd] = FILTER_PAGES;
    const meta = filterMeta(amd, testListFacts({ count: 2, brands: 2, gaming: 1 }), NOW);
    expect(meta.title).toBe(
      'Best Laptops with AMD Processors in India (2026): 2 Models Compared | Best Laptops India',
    );
    expect(meta.description).toMatch(
      /^Compare 2 laptops with AMD processors from 2 brands, including 1 gaming model, from ₹50,000/,
    );
  });
});

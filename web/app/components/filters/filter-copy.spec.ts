import { FILTER_PAGES } from '../../lib/site';
import { testLaptop as laptop } from '@bli/testing';
import { FILTER_COPY } from './filter-config';
import { filterFaq } from './filter-faq';
import { budgetBands, filterStats, listCounts, processorFamily, tally } from './filter-stats';

const NOW = new Date('2026-11-22T06:00:00Z');
const STALE = '2026-11-20T02:30:00Z';

describe('processorFamily', () => {
  it.each([
    ['Ryzen 5 7535HS', 'Ryzen 5'],
    ['Ryzen AI 9 365', 'Ryzen AI 9'],
    ['Core i5-12450H', 'Core i5'],
    ['Core Ultra 7 155H', 'Core Ultra 7'],
    ['Celeron N4500', 'Celeron'],
    ['Athlon Silver 7120U', 'Athlon Silver'],
    ['Apple M4 Pro', 'Apple M4 Pro'],
  ])('%s → %s', (model, family) => {
    expect(processorFamily(model)).toBe(family);
  });
  it('is null without a model', () => {
    expect(processorFamily(null)).toBeNull();
  });
});

describe('tally and listCounts', () => {
  it('counts, most common first, ties alphabetically', () => {
    expect(tally(['HP', 'Dell', 'HP', null, 'Acer'])).toEqual([
      ['HP', 2],
      ['Acer', 1],
      ['Dell', 1],
    ]);
  });
  it('lists up to a limit and says how many more', () => {
    const entries: [string, number][] = [
      ['A', 3],
      ['B', 2],
      ['C', 1],
    ];
    expect(listCounts(entries, 2)).toBe('A (3), B (2) and 1 more');
    expect(listCounts(entries)).toBe('A (3), B (2) and C (1)');
    expect(listCounts([['A', 1]])).toBe('A (1)');
  });
});

describe('budgetBands', () => {
  it('puts each laptop in one band, thresholds inclusive at the bottom', () => {
    const bands = budgetBands([
      laptop({ currentPrice: 29_990 }),
      laptop({ currentPrice: 30_000 }),
      laptop({ currentPrice: 210_000 }),
    ]);
    expect(bands[0]).toEqual({ label: 'Under ₹30,000', count: 1 });
    expect(bands[1]).toEqual({ label: '₹30,000–₹50,000', count: 1 });
    expect(bands[bands.length - 1]).toEqual({ label: '₹2,00,000 and above', count: 1 });
    expect(bands.reduce((sum, band) => sum + band.count, 0)).toBe(3);
  });
});

describe('filterStats', () => {
  it('counts laptops, gaming models and brands', () => {
    const stats = filterStats(
      [
        laptop({ brand: 'HP', isGamingLaptop: true }),
        laptop({ brand: 'Dell' }),
        laptop({ brand: 'HP' }),
      ],
      NOW,
    );
    expect(stats.count).toBe(3);
    expect(stats.gaming).toBe(1);
    expect(stats.brands).toEqual([
      ['HP', 2],
      ['Dell', 1],
    ]);
  });

  it('takes the starting price from current prices only (24-hour rule)', () => {
    const stats = filterStats(
      [
        laptop({ currentPrice: 20_000, lastUpdated: STALE }),
        laptop({ currentPrice: 40_000 }),
        laptop({ currentPrice: 60_000 }),
      ],
      NOW,
    );
    expect(stats.lowest?.currentPrice).toBe(40_000);
    expect(stats.highest?.currentPrice).toBe(60_000);
    expect(stats.median).toBe(50_000);
    expect(stats.pricesAsOf).toBe('as of 08:00 IST');
  });

  it('has no price figures when every price is stale', () => {
    const stats = filterStats([laptop({ lastUpdated: STALE })], NOW);
    expect(stats.lowest).toBeNull();
    expect(stats.pricesAsOf).toBeNull();
  });

  it('picks the highest rating, more reviews breaking a tie, and ignores unrated laptops', () => {
    const best = laptop({ rating: '4.6', reviewCount: 50 });
    const stats = filterStats(
      [laptop({ rating: '4.6', reviewCount: 10 }), best, laptop({ rating: null, reviewCount: 0 })],
      NOW,
    );
    expect(stats.topRated).toBe(best);
    expect(stats.rated).toBe(2);
  });
});

describe('filter page copy', () => {
  const sample = [
    laptop({
      brand: 'HP',
      processorBrand: 'AMD',
      processorModel: 'Ryzen 5 7535HS',
      currentPrice: 45_000,
    }),
    laptop({
      brand: 'Lenovo',
      processorBrand: 'AMD',
      processorModel: 'Ryzen 5 7520U',
      currentPrice: 38_000,
    }),
    laptop({
      brand: 'ASUS',
      processorBrand: 'AMD',
      processorModel: 'Ryzen 7 8845HS',
      currentPrice: 92_000,
      isGamingLaptop: true,
      ramSize: 32,
      storageSize: 1024,
      hasDedicatedGraphics: true,
      graphicsBrand: 'NVIDIA',
      graphicsModel: 'GeForce RTX 4060',
      specifications: { ram: '32 GB DDR5 (upgradable to 64 GB)' },
    }),
  ];

  it('has copy for every filter page', () => {
    for (const page of FILTER_PAGES) expect(FILTER_COPY[page.slug]).toBeDefined();
  });

  it('answers every FAQ with this page’s own numbers', () => {
    const copy = FILTER_COPY['amd-processor'];
    const faq = filterFaq(copy, filterStats(sample, NOW), sample);
    const text = faq.map((item) => item.answer).join(' ');
    expect(text).toContain('3 laptops from 3 brands');
    expect(text).toContain('1 of them is a gaming model');
    expect(text).toContain('₹38,000');
    expect(text).toContain('₹92,000');
    expect(text).toContain('Ryzen 5 (2)');
  });

  it('gives each filter page a question of its own', () => {
    const questions = FILTER_PAGES.map(
      (page) => FILTER_COPY[page.slug].specificFaq(sample)?.question,
    );
    expect(new Set(questions).size).toBe(FILTER_PAGES.length);
    expect(FILTER_COPY['dedicated-graphics'].specificFaq(sample)?.answer).toBe(
      'NVIDIA GeForce RTX 4060 (1).',
    );
    expect(FILTER_COPY['8gb-ram'].specificFaq(sample)?.answer).toContain(
      '1 laptop can take more RAM',
    );
  });

  it('says so honestly when the page is empty', () => {
    const faq = filterFaq(FILTER_COPY['ssd-storage'], filterStats([], NOW), []);
    expect(faq).toHaveLength(1);
    expect(faq[0].answer).toContain('None right now');
  });
});

import type { Laptop, PriceRange } from '@bli/contracts';
import { budgetPhrase, buyingGuideCopy, landingFaq, landingIntro, topPicks } from './landing-copy';
import { testLaptop } from '@bli/testing';
import { computeRangeStats } from './range-stats';

const NOW = new Date('2026-11-22T06:00:00.000Z'); // 11:30 IST
const FRESH = '2026-11-22T02:30:00.000Z'; // 08:00 IST, same day
const STALE = '2026-11-20T02:30:00.000Z'; // two days old: not a current price

/** An 8 GB Core i3 laptop at ₹30,000, price observed at 08:00 IST today. */
function laptop(overrides: Partial<Laptop>): Laptop {
  const base = testLaptop({
    currentPrice: 30000,
    lastUpdated: FRESH,
    processorModel: 'Core i3-1215U',
    ramSize: 8,
  });
  return { ...base, title: `Laptop ${base.id}`, model: `Model ${base.id}`, ...overrides };
}

function range(overrides: Partial<PriceRange>): PriceRange {
  return {
    id: 1,
    name: 'Under ₹30,000',
    slug: 'under-30000',
    seoSlug: 'best-laptop-under-30000',
    minPrice: 0,
    maxPrice: 30000,
    seoTitle: 'Best Laptops Under ₹30,000 in India',
    seoDescription: null,
    isActive: true,
    laptopCount: 0,
    ...overrides,
  };
}

// A budget range: 8 GB machines, a hard drive and an eMMC Chromebook, no GPU, Intel-heavy.
const budgetRange = range({});
const budget = [
  laptop({
    brand: 'HP',
    model: '15s',
    currentPrice: 27990,
    originalPrice: 38990,
    rating: '4.0',
    reviewCount: 5940,
    cons: ['Dim 250-nit panel'],
  }),
  laptop({
    brand: 'Acer',
    model: 'Aspire Lite',
    currentPrice: 25990,
    rating: '3.9',
    reviewCount: 4120,
    processorBrand: 'AMD',
    processorModel: 'Ryzen 5 5500U',
    ramSize: 16,
  }),
  laptop({
    brand: 'Lenovo',
    model: 'V15',
    currentPrice: 24490,
    rating: '3.7',
    reviewCount: 2210,
    storageType: 'HDD',
  }),
  laptop({
    brand: 'HP',
    model: 'Chromebook 14a',
    currentPrice: 18490,
    rating: '3.8',
    reviewCount: 1890,
    storageType: 'eMMC',
    ramSize: 4,
  }),
  laptop({ brand: 'Chuwi', model: 'GemiBook', currentPrice: 17990, rating: null, reviewCount: 0 }),
];

// A high-end range: 16–32 GB, dedicated GPUs, an Apple model, one stale price.
const highRange = range({
  id: 6,
  name: 'Under ₹2 Lakh',
  slug: 'under-200000',
  seoSlug: 'best-laptop-under-200000',
  minPrice: 150001,
  maxPrice: 200000,
  seoTitle: 'Best Laptops Under ₹2 Lakh in India',
});
const high = [
  laptop({
    brand: 'Lenovo',
    model: 'Legion Pro 5',
    currentPrice: 164990,
    originalPrice: 209890,
    rating: '4.5',
    reviewCount: 540,
    processorBrand: 'AMD',
    processorModel: 'Ryzen 7 7745HX',
    ramSize: 32,
    hasDedicatedGraphics: true,
    graphicsModel: 'GeForce RTX 4070',
    isGamingLaptop: true,
  }),
  laptop({
    brand: 'Apple',
    model: 'MacBook Pro 14 M4',
    currentPrice: 158990,
    originalPrice: 169900,
    rating: '4.7',
    reviewCount: 410,
    processorBrand: 'Apple',
    processorModel: 'M4',
    ramSize: 16,
  }),
  laptop({
    brand: 'ASUS',
    model: 'ROG Strix G16',
    currentPrice: 184990,
    rating: '4.4',
    reviewCount: 290,
    processorModel: 'Core i9-14900HX',
    ramSize: 16,
    hasDedicatedGraphics: true,
    graphicsModel: 'GeForce RTX 4070',
    isGamingLaptop: true,
  }),
  laptop({
    brand: 'Dell',
    model: 'XPS 13',
    currentPrice: 199990,
    rating: '4.0',
    reviewCount: 25,
    processorModel: 'Core Ultra 7 258V',
    ramSize: 16,
    lastUpdated: STALE,
  }),
];

const copyFor = (r: PriceRange, laptops: Laptop[]) => {
  const stats = computeRangeStats(laptops, NOW);
  return {
    stats,
    intro: landingIntro(r, stats, laptops).join(' '),
    faq: landingFaq(r, laptops, stats, NOW),
    guide: buyingGuideCopy(r, stats, laptops, NOW),
    picks: topPicks(laptops, stats, NOW),
  };
};

describe('computeRangeStats', () => {
  it('counts specs and spreads current prices only', () => {
    const stats = computeRangeStats(high, NOW);
    expect(stats.count).toBe(4);
    expect(stats.priced).toHaveLength(3); // the stale Dell is left out of price figures
    expect(stats.lowest?.currentPrice).toBe(158990);
    expect(stats.highest?.currentPrice).toBe(184990);
    expect(stats.median).toBe(164990);
    expect(stats.pricesAsOf).toBe('as of 08:00 IST');
    expect(stats.ram16Plus).toHaveLength(4);
    expect(stats.dedicatedGraphics).toHaveLength(2);
    expect(stats.intel).toBe(2);
    expect(stats.amd).toBe(1);
    expect(stats.processorBrands).toContainEqual(['Apple', 1]);
  });

  it('has no price figures when no price is current', () => {
    const stats = computeRangeStats(
      high.map((l) => ({ ...l, lastUpdated: STALE })),
      NOW,
    );
    expect(stats.lowest).toBeNull();
    expect(stats.median).toBeNull();
    expect(landingIntro(highRange, stats, high).join(' ')).not.toMatch(/₹1,/);
  });
});

describe('landing copy', () => {
  const a = copyFor(budgetRange, budget);
  const b = copyFor(highRange, high);

  it('gives two ranges different copy that carries their own numbers', () => {
    expect(a.intro).toContain(
      'We track 5 laptops under ₹30,000 from 4 brands, HP with the most (2).',
    );
    expect(a.intro).toContain(
      'from ₹17,990 (Chuwi GemiBook) to ₹27,990 (HP 15s), with a median of ₹24,490',
    );
    expect(a.intro).toContain('1 of 5 has 16 GB RAM or more');
    expect(a.intro).toContain(
      '3 of 5 use an SSD, while 1 still uses a hard drive and 1 uses slower eMMC flash.',
    );
    expect(a.intro).toContain('All of them rely on integrated graphics');
    expect(a.intro).toContain('Processors split 4 Intel and 1 AMD.');

    expect(b.intro).toContain('We track 4 laptops under ₹2 Lakh');
    expect(b.intro).toContain(
      'from ₹1,58,990 (Apple MacBook Pro 14 M4) to ₹1,84,990 (ASUS ROG Strix G16)',
    );
    expect(b.intro).toContain('(for the 3 of 4 whose price was confirmed in the last 24 hours)');
    expect(b.intro).toContain('Every one has 16 GB RAM or more (1 of them 32 GB).');
    expect(b.intro).toContain('All 4 boot from an SSD.');
    expect(b.intro).toContain(
      '2 of 4 have dedicated graphics (GeForce RTX 4070), and 2 are gaming models.',
    );
    expect(b.intro).toContain('Processors split 2 Intel and 1 AMD, plus 1 Apple.');

    // Not the same paragraph with the amount swapped: strip every digit and they still differ.
    const shape = (text: string) => text.replace(/[\d,.₹]+/g, '#');
    expect(shape(a.intro)).not.toBe(shape(b.intro));
  });

  it('explains each top pick with its rating, specs and discount', () => {
    expect(a.picks.map((p) => p.name)).toEqual(['HP 15s', 'Acer Aspire Lite', 'Lenovo V15']);
    const [hp, acer] = a.picks;
    expect(hp.reasons[0]).toBe(
      'Rated 4.0/5 from 5,940 reviews, more reviews than any other laptop in this range',
    );
    expect(hp.reasons).toContain(
      'Costs ₹27,990 (as of 08:00 IST), 28% below its listed price of ₹38,990',
    );
    expect(hp.caveat).toBe('Dim 250-nit panel');
    expect(acer.reasons).toContain('Ryzen 5 5500U, 16 GB RAM, 512 GB SSD');
    expect(acer.reasons).toContain('The only one of the 5 laptops here with 16 GB RAM or more');

    const [legion, mac] = b.picks;
    expect(legion.reasons).toContain(
      'Ryzen 7 7745HX, 32 GB RAM, 512 GB SSD, GeForce RTX 4070 graphics',
    );
    expect(legion.reasons).toContain(
      'One of only 2 of the 4 laptops here with a dedicated graphics card',
    );
    // 16 GB is the norm in this range, so it is not sold as a distinction.
    expect(legion.reasons.join(' ')).not.toContain('16 GB RAM or more');
    expect(legion.reasons).toContain(
      'Costs ₹1,64,990 (as of 08:00 IST), 21% below its listed price of ₹2,09,890',
    );
    expect(mac.reasons[0]).toBe('Rated 4.7/5 from 410 reviews, the highest rating in this range');
  });

  it('answers the FAQ from the range data', () => {
    const best = (faq: typeof a.faq) => faq.find((f) => f.question.startsWith('Which is the best'));
    expect(best(a.faq)?.question).toBe('Which is the best laptop under ₹30,000?');
    expect(best(a.faq)?.answer).toBe(
      'The HP 15s tops our ranking of 5 laptops: rated 4.0/5 from 5,940 reviews, more reviews than any other laptop in this range; ' +
        'Core i3-1215U, 8 GB RAM, 512 GB SSD; costs ₹27,990 (as of 08:00 IST), 28% below its listed price of ₹38,990. ' +
        'The catch: Dim 250-nit panel. Close behind: Acer Aspire Lite and Lenovo V15.',
    );
    expect(best(b.faq)?.answer).toMatch(
      /^The Lenovo Legion Pro 5 tops our ranking of 4 laptops: rated 4\.5\/5/,
    );

    const ram = (faq: typeof a.faq) =>
      faq.find((f) => f.question.startsWith('Can I get 16 GB RAM'));
    expect(ram(a.faq)?.answer).toBe(
      'Yes: 1 of the 5 laptops we list has 16 GB or more. The cheapest is the Acer Aspire Lite at ₹25,990 (as of 08:00 IST).',
    );
    expect(ram(b.faq)?.answer).toContain('Yes: 4 of the 4 laptops we list have 16 GB or more.');

    expect(a.faq.some((f) => f.question.startsWith('Is there a MacBook'))).toBe(false);
    expect(b.faq.find((f) => f.question.startsWith('Is there a MacBook'))?.answer).toBe(
      'Yes, 1 Apple model: the Apple MacBook Pro 14 M4 at ₹1,58,990 (as of 08:00 IST).',
    );
    expect(a.faq.find((f) => f.question.startsWith('Do all laptops'))?.answer).toContain(
      'Those are: Lenovo V15 and HP Chromebook 14a.',
    );
  });

  it('tailors the buying guide to the range', () => {
    expect(a.guide.useCases).toEqual([
      'Student work',
      'Office work',
      'Web browsing',
      'Light photo editing',
    ]);
    expect(b.guide.useCases).toContain('Machine learning');
    expect(a.guide.lookFor[0].text).toContain(
      'The cheapest with 16 GB is the Acer Aspire Lite at ₹25,990',
    );
    expect(a.guide.proTip).toContain('Half the laptops here cost ₹24,490 or less');
    expect(b.guide.proTip).toContain('Half the laptops here cost ₹1,64,990 or less');
    expect(a.guide.proTip).toContain(
      'Above that price, 2 of 2 have an SSD and 1 of 2 has 16 GB RAM; at or below it, 1 of 3 has an SSD and 0 of 3 have 16 GB RAM.',
    );
    expect(b.guide.proTip).toContain(
      'Every laptop here has 16 GB RAM and an SSD, so look further: the Lenovo Legion Pro 5 (₹1,64,990) is the cheapest way to a dedicated graphics card here and the Apple MacBook Pro 14 M4 (4.7/5) is the best-rated laptop at or below that price.',
    );
  });

  it('shows no price when none was confirmed in the last 24 hours', () => {
    const stale = budget.map((l) => ({ ...l, lastUpdated: STALE }));
    const copy = copyFor(budgetRange, stale);
    const everything = [
      copy.intro,
      copy.guide.proTip,
      ...copy.faq.map((f) => f.answer),
      ...copy.picks.flatMap((p) => p.reasons),
    ].join(' ');
    expect(everything.replaceAll('under ₹30,000', '')).not.toMatch(/₹\d/);
    expect(copy.intro).toContain('None of these prices has been confirmed in the last 24 hours');
  });
});

describe('names', () => {
  it('drops part numbers and tells look-alikes apart', () => {
    const twins = [
      laptop({
        brand: 'ASUS',
        model: 'Vivobook 15 X1502ZA-EJ532WS',
        processorModel: 'Core i5-1235U',
      }),
      laptop({
        brand: 'ASUS',
        model: 'Vivobook 15 M1502YA-NJ752WS',
        processorModel: 'Ryzen 7 7730U',
      }),
      laptop({ brand: 'Lenovo', model: 'IdeaPad Slim 3 15AMN8 82XQ00BBIN' }),
    ];
    const stats = computeRangeStats(twins, NOW);
    expect(twins.map(stats.nameOf)).toEqual([
      'ASUS Vivobook 15 (Core i5-1235U)',
      'ASUS Vivobook 15 (Ryzen 7 7730U)',
      'Lenovo IdeaPad Slim 3',
    ]);
  });
});

describe('helpers', () => {
  it('phrases budgets', () => {
    expect(budgetPhrase({ name: 'Under ₹1 Lakh' })).toBe('under ₹1 Lakh');
    expect(budgetPhrase({ name: 'Premium (above ₹2 Lakh)' })).toBe(
      'in the Premium (above ₹2 Lakh) range',
    );
  });
});

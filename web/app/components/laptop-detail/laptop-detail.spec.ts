import { labelForKey, laptopName, quickFacts, specificationFacts } from './laptop-facts';
import { ourReview } from './our-review';
import { productJsonLd } from './product-json-ld';
import { similarLaptops } from './similar-laptops';
import { testLaptop } from '@bli/testing';

describe('specificationFacts', () => {
  it('lists the non-empty fields, named keys first, with readable labels', () => {
    const laptop = testLaptop({
      specifications: {
        refreshRate: '144 Hz',
        ram: '16 GB DDR5',
        os: 'Windows 11',
        processor: 'Ryzen 7',
        weight: ' ',
      },
    });
    expect(specificationFacts(laptop)).toEqual([
      { key: 'processor', label: 'Processor', value: 'Ryzen 7' },
      { key: 'ram', label: 'RAM', value: '16 GB DDR5' },
      { key: 'os', label: 'Operating System', value: 'Windows 11' },
      { key: 'refreshRate', label: 'Refresh Rate', value: '144 Hz' },
    ]);
  });
  it('is empty for an empty sheet', () => {
    expect(specificationFacts(testLaptop({ specifications: {} }))).toEqual([]);
  });
  it('labels other keys readably and keeps acronyms', () => {
    expect(labelForKey('usb_ports')).toBe('Usb Ports');
    expect(labelForKey('HDMI')).toBe('HDMI');
    expect(labelForKey('wifi-standard')).toBe('Wifi Standard');
    expect(labelForKey('constructor')).toBe('Constructor');
  });
});

describe('quickFacts', () => {
  it('falls back to the structured fields', () => {
    const facts = quickFacts(
      testLaptop({
        specifications: {},
        processorBrand: 'AMD',
        processorModel: 'Ryzen 5 7520U',
        ramSize: 8,
        ramType: 'LPDDR5',
        storageSize: 1024,
        storageType: 'SSD',
        displaySize: null,
        displayResolution: null,
      }),
    );
    expect(facts.map((fact) => fact.value)).toEqual([
      'AMD Ryzen 5 7520U',
      '8 GB LPDDR5 RAM',
      '1 TB SSD',
      'Not listed',
    ]);
  });
});

describe('laptopName', () => {
  it('cuts the title at the first comma, colon or bracket', () => {
    expect(laptopName({ title: 'HP Victus Gaming Laptop, AMD Ryzen 5' })).toBe(
      'HP Victus Gaming Laptop',
    );
    expect(laptopName({ title: 'Apple MacBook Air Laptop with M2 chip: 13.6-inch' })).toBe(
      'Apple MacBook Air Laptop with M2 chip',
    );
    expect(
      laptopName({
        title: 'Apple MacBook Pro 14-inch with M4 Pro chip (12-core CPU, 16-core GPU)',
      }),
    ).toBe('Apple MacBook Pro 14-inch with M4 Pro chip');
  });
});

describe('ourReview', () => {
  it.each([
    ['4.5', 'Highly Recommended'],
    ['4.0', 'Recommended'],
    ['3.9', 'Consider Carefully'],
    [null, 'Consider Carefully'],
  ])('rating %s gives "%s"', (rating, verdict) => {
    expect(ourReview(testLaptop({ rating })).verdict).toBe(verdict);
  });

  it('is built from the title, processor and RAM, then the laptop’s own pros and cons', () => {
    const review = ourReview(
      testLaptop({
        title: 'HP Victus Gaming Laptop, AMD Ryzen 5 5600H',
        specifications: { processor: 'AMD Ryzen 5 5600H', ram: '8 GB DDR4' },
        pros: ['Good cooling'],
        cons: ['Heavy', 'Dim screen'],
        rating: '4.1',
        reviewCount: 3870,
      }),
    );
    expect(review.paragraphs[0]).toBe(
      'The HP Victus Gaming Laptop is built around the AMD Ryzen 5 5600H processor and 8 GB DDR4 of memory.',
    );
    expect(review.paragraphs[1]).toBe(
      'Its strengths: good cooling. Keep in mind: heavy and dim screen.',
    );
    expect(review.paragraphs).toContain('It is rated 4.1/5 across 3,870 reviews.');
  });

  it('does not pretend an unrated laptop has a rating', () => {
    const review = ourReview(testLaptop({ rating: null, reviewCount: 0 }));
    expect(review.paragraphs.join(' ')).toContain('no rating yet');
  });
});

describe('similarLaptops', () => {
  it('excludes this laptop by asin and keeps at most 5', () => {
    const self = testLaptop();
    const others = Array.from({ length: 7 }, () => testLaptop());
    const similar = similarLaptops(self, [others[0], { ...self, id: 999 }, ...others.slice(1)]);
    expect(similar).toHaveLength(5);
    expect(similar.some((laptop) => laptop.asin === self.asin)).toBe(false);
  });
});

interface ProductLd {
  offers?: { price: number; priceCurrency: string };
  aggregateRating?: unknown;
  review: { positiveNotes: { itemListElement: { name: string }[] }; negativeNotes?: unknown };
}

describe('structured data', () => {
  const laptop = testLaptop({
    brand: 'HP',
    model: '15s fq5111TU',
    processorBrand: 'Intel',
    processorModel: 'Core i3-1215U',
    ramSize: 8,
    storageSize: 512,
    storageType: 'SSD',
    rating: '4.0',
    reviewCount: 5940,
    pros: ['Fast charge'],
    cons: [],
  });

  it('offers the price only while it is current, and carries pros as positiveNotes', () => {
    const fresh = productJsonLd(
      { ...laptop, lastUpdated: new Date().toISOString() },
      'https://x/laptop/a',
    ) as ProductLd;
    expect(fresh.offers).toMatchObject({ price: laptop.currentPrice, priceCurrency: 'INR' });
    expect(fresh.review.positiveNotes.itemListElement[0].name).toBe('Fast charge');
    expect(fresh.review.negativeNotes).toBeUndefined();
    const stale = productJsonLd(
      { ...laptop, lastUpdated: '2020-01-01T00:00:00Z' },
      'https://x/laptop/a',
    ) as ProductLd;
    expect(stale.offers).toBeUndefined();
    expect(stale.aggregateRating).toBeUndefined();
  });
});

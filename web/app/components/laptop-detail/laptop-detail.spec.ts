import { ourReview } from './our-review';
import { productJsonLd } from './product-json-ld';
import { similarLaptops } from './similar-laptops';
import { testLaptop } from '@bli/testing';

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

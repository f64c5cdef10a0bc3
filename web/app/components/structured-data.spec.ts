import { collectionJsonLd } from './collection-json-ld';
import { faqPageJsonLd } from './faq';
import { serializeJsonLd } from './json-ld';
import { testLaptop } from '@bli/testing';

/** 22 Nov 2026, 10:00 IST: the test laptops' prices (08:00 IST) are current. */
const NOW = new Date('2026-11-22T04:30:00Z');

describe('serializeJsonLd', () => {
  it('escapes "<" so no value can close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('collectionJsonLd', () => {
  const current = testLaptop({
    slug: 'hp-15s',
    asin: 'B0HP15S',
    title: 'HP 15s',
    imageUrl: 'https://m.media-amazon.com/x.jpg',
    currentPrice: 34_990,
  });
  const stale = testLaptop({ slug: 'old', lastUpdated: '2026-11-20T02:30:00Z' });

  it('lists Product items on our own pages, priced in INR while the price is current', () => {
    const data = collectionJsonLd(
      {
        name: 'Best Laptops Under ₹50,000',
        url: 'https://example.in/price-range/under-50000',
        description: 'Budget laptops',
        laptops: [current, stale],
      },
      NOW,
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: 'Best Laptops Under ₹50,000',
      url: 'https://example.in/price-range/under-50000',
      description: 'Budget laptops',
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListOrder: 'https://schema.org/ItemListOrderDescending',
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            item: {
              '@type': 'Product',
              name: 'HP 15s',
              brand: { '@type': 'Brand', name: 'HP' },
              sku: 'B0HP15S',
              url: 'https://example.in/laptop/hp-15s',
              image: 'https://m.media-amazon.com/x.jpg',
              offers: {
                '@type': 'Offer',
                price: 34_990,
                priceCurrency: 'INR',
                url: 'https://example.in/laptop/hp-15s',
              },
            },
          },
          {
            '@type': 'ListItem',
            position: 2,
            item: expect.not.objectContaining({ offers: expect.anything() }),
          },
        ],
      },
    });
  });

  it('leaves out a missing description', () => {
    const data = collectionJsonLd(
      { name: 'x', url: 'https://example.in/x', description: null, laptops: [] },
      NOW,
    );
    expect(data).not.toHaveProperty('description');
  });
});

describe('faqPageJsonLd', () => {
  it('turns questions into a FAQPage, links left out', () => {
    expect(
      faqPageJsonLd([{ question: 'Q?', answer: 'A.', link: { to: '/x', label: 'More' } }]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
      ],
    });
  });
});

import type { LaptopDetail } from '@bli/contracts';
import { testLaptop } from '@bli/testing';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LaptopCard } from '../laptop-card';
import { BuyNowCta } from './buy-now-cta';
import { ReviewPanel } from './detail-panels';
import { LaptopOverview } from './laptop-overview';
import { ourReview } from './our-review';
import { productJsonLd } from './product-json-ld';

const html = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
/** A price observed just now: current, so buy buttons may show it. */
const fresh = () => ({ lastUpdated: new Date().toISOString() });
const detail = (overrides: Partial<LaptopDetail> = {}): LaptopDetail => ({
  ...testLaptop({ ...fresh(), originalPrice: 60_000 }),
  review: null,
  verdict: null,
  offers: [],
  ...overrides,
});
const BUY_LINK = /href="\/api\/affiliate\/go\//;

describe('a laptop that is out of stock or unavailable', () => {
  it.each([
    ['out_of_stock', 'Out of stock'],
    ['unavailable', 'Currently unavailable'],
  ] as const)(
    '%s: card and page say "%s", the buy button reads "See on Amazon"',
    (availability, note) => {
      const laptop = detail({ availability });
      const card = html(<LaptopCard laptop={laptop} />);
      expect(card).toContain(note);
      expect(card).toMatch(/>See on Amazon/);
      expect(card).not.toContain('Check Price On Amazon');
      expect(card).not.toContain('% OFF');
      expect(card).toMatch(BUY_LINK);

      const page = html(<LaptopOverview laptop={laptop} />);
      expect(page).toContain(note);
      expect(page).toMatch(/>See on Amazon/);
      expect(page).toMatch(BUY_LINK);
      const cta = html(<BuyNowCta laptop={laptop} />);
      expect(cta).toMatch(/>See on Amazon/);
      expect(cta).not.toContain('Buy Now on Amazon');
    },
  );

  it('in stock: the usual buttons and no note', () => {
    const laptop = detail({ availability: 'in_stock' });
    expect(html(<LaptopCard laptop={laptop} />)).toContain('Check Price On Amazon');
    expect(html(<BuyNowCta laptop={laptop} />)).toContain('Buy Now on Amazon - ₹50,000');
    expect(html(<LaptopOverview laptop={laptop} />)).not.toContain('data-testid="availability"');
  });

  it('keeps an offer in the structured data only while Amazon has one', () => {
    const offers = (availability: LaptopDetail['availability']) =>
      (productJsonLd(detail({ availability }), 'https://x.in/laptop/a') as { offers?: object })
        .offers;
    expect(offers('in_stock')).toMatchObject({ availability: 'https://schema.org/InStock' });
    expect(offers('out_of_stock')).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(offers('unavailable')).toBeUndefined();
    expect(offers(null)).not.toHaveProperty('availability');
  });
});

describe('a retired laptop', () => {
  const retired = detail({ status: 'retired', isActive: false, availability: 'in_stock' });

  it('says "No longer sold" and has no buy button, price box or closing call to action', () => {
    const page = html(<LaptopOverview laptop={retired} />);
    expect(page).toContain('No longer sold');
    expect(page).not.toMatch(BUY_LINK);
    expect(page).not.toContain('aria-label="Price"');
    expect(page).not.toContain('data-compare-slug');
    expect(html(<BuyNowCta laptop={retired} />)).toBe('');
  });

  it('has no offer in its structured data', () => {
    expect(productJsonLd(retired, 'https://x.in/laptop/a')).not.toHaveProperty('offers');
  });
});

describe('our review', () => {
  it("shows the editors' review as plain-text paragraphs, never HTML", () => {
    const review =
      'First paragraph\nstill first.\n\n<b>Second</b> & <script>alert(1)</script>\n\n ';
    // The split itself: reviewParagraphs in @bli/domain (review-paragraphs.spec.ts).
    const panel = html(<ReviewPanel laptop={detail({ review })} />);
    expect(panel).toContain('<p>First paragraph still first.</p>');
    expect(panel).toContain('&lt;b&gt;Second&lt;/b&gt; &amp; &lt;script&gt;');
    expect(panel).not.toContain('<script>');
    expect(panel).not.toContain('is built around');
  });

  it('without a review, builds one from the data', () => {
    expect(ourReview(detail()).paragraphs[0]).toMatch(/is built around/);
  });

  it("shows the editor's verdict instead of the computed one", () => {
    const panel = html(
      <ReviewPanel laptop={detail({ verdict: 'The best 14-inch for students.' })} />,
    );
    expect(panel).toContain('The best 14-inch for students.');
    expect(panel).not.toContain('Recommended');
    const computed = html(<ReviewPanel laptop={detail({ rating: '4.6' })} />);
    expect(computed).toContain('Highly Recommended');
  });
});

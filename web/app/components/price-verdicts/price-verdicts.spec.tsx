import type { LaptopDetail, PriceHistory } from '@bli/contracts';
import { testLaptop, testLaptopOffer, testPriceHistory } from '@bli/testing';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LaptopOverview } from '../laptop-detail/laptop-overview';
import { BuyAdvice } from './buy-advice';
import { DiscountCheck } from './discount-check';
import { EffectivePrices } from './effective-prices';
import { GoodDealBadge } from './good-deal-badge';
import { SaleEventLows } from './sale-event-lows';

const html = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
/** A price observed just now: current, so the page may show it and its verdicts. */
const now = () => new Date().toISOString();
const METHODOLOGY_LINK = /href="\/price-verdicts#[a-z-]+"/;

const saleLow = (
  overrides: Partial<PriceHistory['saleEventLows'][number]> = {},
): PriceHistory['saleEventLows'][number] => ({
  event: {
    slug: 'great-indian-festival-2026',
    name: 'Great Indian Festival',
    startDate: '2026-09-23',
    endDate: '2026-10-12',
  },
  status: 'past',
  lowestPrice: 36_500,
  lowestOn: '2026-09-24',
  priceBefore: 40_000,
  dropPercent: 9,
  todayAbove: { rupees: 1_200, percent: 3 },
  ...overrides,
});

describe('DiscountCheck', () => {
  const { discountCheck } = testPriceHistory();

  it('says what the price saves against its 90-day median, with the rule a link away', () => {
    const check = html(
      <DiscountCheck
        check={{
          ...discountCheck,
          median90Days: 36_730,
          savingVsMedian: { rupees: 1_740, percent: 5 },
        }}
      />,
    );
    expect(check).toContain('data-testid="discount-check"');
    expect(check).toContain('Saves 5% (₹1,740) against its 90-day median of ₹36,730.');
    expect(check).toMatch(/href="\/price-verdicts#discount-check"/);
    expect(check).not.toContain('never seen');
  });

  it('puts the figures of "list price never seen in 6 months" in a <details>', () => {
    const check = html(
      <DiscountCheck
        check={{
          ...discountCheck,
          listPrice: 45_285,
          highest180Days: 39_990,
          listPriceNeverSeen: true,
        }}
      />,
    );
    expect(check).toMatch(
      /<details[^>]*><summary[^>]*>List price never seen in 6 months<\/summary>/,
    );
    expect(check).toContain('The list price is ₹45,285');
  });

  it('shows nothing without a median', () => {
    expect(
      html(
        <DiscountCheck check={{ ...discountCheck, median90Days: null, savingVsMedian: null }} />,
      ),
    ).toBe('');
  });
});

describe('GoodDealBadge', () => {
  const { goodDeal } = testPriceHistory();

  it('shows "Good deal" with how close the price is to the lowest recorded', () => {
    const badge = html(
      <GoodDealBadge
        deal={{ ...goodDeal, isGoodDeal: true, currentPrice: 38_000, aboveLowestPercent: 4 }}
      />,
    );
    expect(badge).toContain('data-testid="good-deal-badge"');
    expect(badge).toContain('>Good deal<');
    expect(badge).toContain('Within 4% of the lowest price we recorded (₹36,500)');
    expect(badge).toMatch(/href="\/price-verdicts#good-deal"/);
  });

  it('shows nothing when the price is not a good deal', () => {
    expect(html(<GoodDealBadge deal={goodDeal} />)).toBe('');
  });
});

describe('BuyAdvice', () => {
  it('gives the verdict, its reason and the figures behind it', () => {
    const advice = html(<BuyAdvice advice={testPriceHistory().advice} />);
    expect(advice).toContain('data-testid="buy-advice"');
    expect(advice).toContain('data-verdict="fair-price"');
    expect(advice).toContain('>Fair price<');
    expect(advice).toContain('₹39,000 is 1% above its 90-day median (₹38,500).');
    expect(advice).toContain('<dt class="text-slate-500">Lowest recorded</dt>');
    expect(advice).toContain('₹36,500 on 3 Nov 2026');
    expect(advice).toMatch(/href="\/price-verdicts#buy-now-or-wait"/);
  });

  it('says only that there is not enough history yet, and how much there is', () => {
    const { advice } = testPriceHistory();
    const short = html(
      <BuyAdvice
        advice={{
          ...advice,
          verdict: 'not-enough-history',
          label: 'Not enough price history yet',
          reason:
            'We have 12 days of prices for this laptop; a verdict needs at least 35 (5 weeks).',
        }}
      />,
    );
    expect(short).toContain('Not enough price history yet');
    expect(short).toContain('We have 12 days of prices');
    expect(short).not.toContain('<dl');
  });
});

describe('SaleEventLows', () => {
  const lows = (overrides: Partial<PriceHistory> = {}) =>
    html(<SaleEventLows history={testPriceHistory({ lastUpdated: now(), ...overrides })} />);

  it("lists each sale's dates, low, usual price before and today's price against it", () => {
    const table = lows({
      saleEventLows: [
        saleLow({
          event: {
            slug: 'diwali-2026',
            name: 'Diwali Sale',
            startDate: '2026-11-01',
            endDate: '2026-11-07',
          },
          status: 'ongoing',
          todayAbove: { rupees: -500, percent: -1 },
        }),
        saleLow(),
      ],
    });
    expect(table).toContain('data-testid="sale-event-lows"');
    expect(table).toMatch(/Diwali Sale<span[^>]*>ongoing<\/span>/);
    expect(table).toContain('1–7 Nov 2026');
    expect(table).toContain('₹500 less today');
    expect(table).toContain('Great Indian Festival');
    expect(table).toContain('23 Sept – 12 Oct 2026');
    expect(table).toContain('on 24 Sept 2026');
    expect(table).toContain('₹40,000 before, 9% drop');
    expect(table).toContain('₹1,200 more today');
    expect(table).toMatch(/href="\/price-verdicts#sale-event-lows"/);
  });

  it('leaves today out when the price is not current (compliance.md §3)', () => {
    const table = lows({ lastUpdated: '2026-01-01T00:00:00.000Z', saleEventLows: [saleLow()] });
    expect(table).toContain('Great Indian Festival');
    expect(table).not.toContain('more today');
  });

  it('is hidden without sales or history, and says so when the calendar could not be read', () => {
    expect(lows()).toBe('');
    expect(html(<SaleEventLows history={undefined} />)).toBe('');
    const unread = lows({ calendarAvailable: false });
    expect(unread).toContain('<h2 id="sale-event-lows-heading"');
    expect(unread).toContain('The sale calendar could not be read');
    expect(unread).not.toContain('<table');
  });
});

describe('EffectivePrices', () => {
  it("shows each offer's effective price and a no-cost EMI's real cost", () => {
    const lines = html(
      <EffectivePrices
        offers={[
          testLaptopOffer(),
          testLaptopOffer({
            id: 8,
            effectivePrice: null,
            emiCost: {
              total: 73_189,
              processingFee: 199,
              line: 'No-cost EMI: ₹73,189 in all, with the ₹199 processing fee',
            },
          }),
        ]}
      />,
    );
    expect(lines).toContain('data-testid="effective-price"');
    expect(lines).toContain('<li>₹71,490 with an HDFC Bank card (up to ₹1,500 off)</li>');
    expect(lines).toContain('<li>No-cost EMI: ₹73,189 in all, with the ₹199 processing fee</li>');
    expect(lines).toMatch(/href="\/price-verdicts#effective-price"/);
  });

  it('shows nothing without an offer that states one', () => {
    expect(html(<EffectivePrices offers={[testLaptopOffer({ effectivePrice: null })]} />)).toBe('');
  });
});

describe('the verdicts on the laptop page', () => {
  const laptop = (overrides: Partial<LaptopDetail> = {}): LaptopDetail => ({
    ...testLaptop({ lastUpdated: now(), currentPrice: 39_000, originalPrice: 50_000 }),
    review: null,
    verdict: null,
    offers: [],
    ...overrides,
  });
  const history = testPriceHistory({
    goodDeal: { ...testPriceHistory().goodDeal, isGoodDeal: true, aboveLowestPercent: 4 },
  });

  it('sit by the price: the "% OFF" badge stays, with the discount check, verdicts and offers', () => {
    const page = html(
      <LaptopOverview laptop={laptop()} history={history} offers={[testLaptopOffer()]} />,
    );
    expect(page).toContain('22% OFF');
    expect(page).toContain('data-testid="discount-check"');
    expect(page).toContain('Costs 1% (₹500) more than usual');
    expect(page).toContain('data-testid="price-verdict"');
    expect(page).toContain('data-testid="good-deal-badge"');
    expect(page).toContain('data-testid="buy-advice"');
    // The Amazon price stays the price shown, the offer a line under it.
    expect(page.indexOf('data-testid="price"')).toBeLessThan(
      page.indexOf('data-testid="effective-price"'),
    );
    expect(page).toMatch(METHODOLOGY_LINK);
  });

  it('without the history, show the badge and discount check from the catalogue’s figures', () => {
    const stored = laptop();
    stored.priceCheck = { discount: history.discountCheck, goodDeal: history.goodDeal };
    const page = html(<LaptopOverview laptop={stored} />);
    expect(page).toContain('data-testid="good-deal-badge"');
    expect(page).toContain('data-testid="discount-check"');
    expect(page).not.toContain('data-testid="buy-advice"');
  });

  it.each([
    ['a stale price', { lastUpdated: '2026-01-01T00:00:00.000Z' }],
    ['a laptop out of stock', { availability: 'out_of_stock' as const }],
    ['a retired laptop', { status: 'retired' as const, isActive: false }],
  ])('are not shown beside %s', (_, overrides) => {
    const page = html(
      <LaptopOverview laptop={laptop(overrides)} history={history} offers={[testLaptopOffer()]} />,
    );
    expect(page).not.toContain('data-testid="price-verdict"');
    expect(page).not.toContain('data-testid="discount-check"');
    expect(page).not.toContain('data-testid="effective-price"');
  });
});

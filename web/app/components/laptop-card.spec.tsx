import type { Laptop } from '@bli/contracts';
import { testLaptop } from '@bli/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LaptopCard } from './laptop-card';

/** A laptop at a good-deal price, 23% off its list price, its price observed just now. */
const laptop = (overrides: Partial<Laptop> = {}) =>
  testLaptop({
    currentPrice: 34_990,
    originalPrice: 45_285,
    lastUpdated: new Date().toISOString(),
    priceCheck: {
      discount: {
        listedPercent: 23,
        listPrice: 45_285,
        median90Days: 36_730,
        savingVsMedian: { rupees: 1_740, percent: 5 },
        highest180Days: 41_990,
        listPriceNeverSeen: true,
      },
      goodDeal: {
        isGoodDeal: true,
        currentPrice: 34_990,
        lowestPrice: 33_990,
        aboveLowestPercent: 3,
        historyDays: 200,
        enoughHistory: true,
      },
    },
    ...overrides,
  });

const html = (value: Laptop) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/']}>
      <LaptopCard laptop={value} />
    </MemoryRouter>,
  );

describe('LaptopCard price check', () => {
  it('keeps the spec’s "{n}% OFF" badge and adds the saving against the usual price beside it', () => {
    const card = html(laptop());
    expect(card).toContain('23% OFF');
    expect(card).toContain('card-price-check');
    expect(card).toContain('5% below its usual price of ₹36,730');
    expect(card).toContain('good-deal-badge');
    expect(card).toContain('List price never seen in 6 months');
    // One link to the methodology per list, none per card.
    expect(card).not.toContain('href="/price-verdicts"');
  });

  it('makes no claim about a price older than 24 hours, as with the discount badge', () => {
    const card = html(laptop({ lastUpdated: new Date(Date.now() - 25 * 3_600_000).toISOString() }));
    expect(card).not.toContain('23% OFF');
    expect(card).not.toContain('card-price-check');
    expect(card).not.toContain('good-deal-badge');
  });

  it('makes no claim about the price of a laptop that cannot be bought', () => {
    for (const offer of [
      { availability: 'out_of_stock' as const },
      { status: 'retired' as const },
    ]) {
      const card = html(laptop(offer));
      expect(card).not.toContain('23% OFF');
      expect(card).not.toContain('card-price-check');
    }
  });
});

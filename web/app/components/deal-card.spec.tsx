import type { Deal } from '@bli/contracts';
import { DEAL_PRICE_GONE_TEXT } from '@bli/domain';
import { testDeal } from '@bli/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { DealCard } from './deal-card';

/** A bank deal that states no percentage (a flat ₹5,000 named in its conditions only). */
const deal = (overrides: Partial<Deal> = {}): Deal =>
  testDeal({
    conditions: '₹5,000 off with HDFC Bank credit cards',
    offerPercent: null,
    offerCap: null,
    effectivePrice: null,
    expiresAt: new Date(Date.now() + 5 * 3_600_000 + 60_000).toISOString(),
    ...overrides,
  });

const html = (value: Deal) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/']}>
      <DealCard deal={value} />
    </MemoryRouter>,
  );

describe('DealCard', () => {
  it('makes "Grab Deal Now" the laptop’s click hop, never a retailer URL, and names the bank offer', () => {
    const card = html(deal());
    expect(card).toMatch(
      /<a href="\/api\/affiliate\/go\/B0KVKFM6BC\?source=deal-card&amp;page=%2F"/,
    );
    expect(card).toContain('Grab Deal Now');
    expect(card).toContain('rel="sponsored noopener"');
    expect(card).not.toMatch(/href="https?:\/\/[^"]*amazon/);
    expect(card).toContain('HDFC Bank');
    expect(card).toContain('₹5,000 off with HDFC Bank credit cards');
    expect(card).toContain('ends in 5 hours');
    expect(card).not.toContain(DEAL_PRICE_GONE_TEXT);
  });

  it('says the deal price is no longer available when the laptop costs more, with its current price', () => {
    const card = html(
      deal({
        priceAvailable: false,
        laptop: { ...deal().laptop, currentPrice: 74_990 },
      }),
    );
    expect(card).toContain('deal price no longer available');
    expect(card).toContain('₹74,990');
    expect(card).toContain('Check Price On Amazon');
    expect(card).not.toContain('Grab Deal Now');
    expect(card).toMatch(/href="\/api\/affiliate\/go\/B0KVKFM6BC\?/);
  });

  it('shows what the offer makes of the Amazon price, and a no-cost EMI’s real cost, as secondary text', () => {
    const withOffer = deal({
      offerCap: 3_000,
      processingFee: 199,
      effectivePrice: {
        price: 69_990,
        discount: 3_000,
        line: '₹69,990 with an SBI Card card (up to ₹3,000 off)',
      },
      emiCost: {
        total: 70_189,
        processingFee: 199,
        line: 'No-cost EMI: ₹70,189 in all, with the ₹199 processing fee',
      },
    });
    const card = html(withOffer);
    expect(card).toContain('data-testid="deal-offer-lines"');
    expect(card).toContain('₹69,990 with an SBI Card card (up to ₹3,000 off)');
    expect(card).toContain('No-cost EMI: ₹70,189 in all, with the ₹199 processing fee');
    // The deal's own price stays the main one.
    expect(card.indexOf('₹72,990')).toBeLessThan(card.indexOf('₹69,990'));

    // Worked out from the laptop's price: not said once that price is older than 24 hours.
    const stale = html({
      ...withOffer,
      laptop: {
        ...withOffer.laptop,
        lastUpdated: new Date(Date.now() - 25 * 3_600_000).toISOString(),
      },
    });
    expect(stale).not.toContain('deal-offer-lines');
    expect(html(deal())).not.toContain('deal-offer-lines');
  });
});

import type { CardPriceCheckView } from '@bli/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { CardPriceCheck } from './card-price-check';

/** A laptop at ₹34,990 with a list price of ₹45,285 and 200 days of history (docs/deal-verdicts.md's example). */
const check = (
  discount: Partial<CardPriceCheckView['discount']> = {},
  goodDeal: Partial<CardPriceCheckView['goodDeal']> = {},
): CardPriceCheckView => ({
  discount: {
    listedPercent: 23,
    listPrice: 45_285,
    median90Days: 36_730,
    savingVsMedian: { rupees: 1_740, percent: 5 },
    highest180Days: 46_990,
    listPriceNeverSeen: false,
    ...discount,
  },
  goodDeal: {
    isGoodDeal: false,
    currentPrice: 34_990,
    lowestPrice: 31_990,
    aboveLowestPercent: 9,
    historyDays: 200,
    enoughHistory: true,
    ...goodDeal,
  },
});

const html = (value: CardPriceCheckView) => renderToStaticMarkup(<CardPriceCheck check={value} />);

describe('CardPriceCheck', () => {
  it('says what the price saves against its usual price, with that 90-day median', () => {
    const card = html(check());
    expect(card).toContain('data-testid="card-price-check"');
    expect(card).toContain('5% below its usual price of ₹36,730');
    expect(card).not.toContain('good-deal-badge');
    expect(card).not.toContain('List price never seen');
  });

  it('says when the laptop costs more than usual, or just its usual price', () => {
    expect(html(check({ savingVsMedian: { rupees: -1_000, percent: -3 } }))).toContain(
      '3% above its usual price of ₹36,730',
    );
    expect(html(check({ savingVsMedian: { rupees: 100, percent: 0 } }))).toContain(
      'At its usual price of ₹36,730',
    );
  });

  it('shows the good-deal badge and the list price never seen in 6 months', () => {
    const card = html(
      check({ listPriceNeverSeen: true }, { isGoodDeal: true, aboveLowestPercent: 2 }),
    );
    expect(card).toMatch(/data-testid="good-deal-badge"[^>]*>Good deal</);
    expect(card).toContain('List price never seen in 6 months');
  });

  it('says nothing without a median, a good deal or a list price to question', () => {
    const bare = check(
      { median90Days: null, savingVsMedian: null },
      { enoughHistory: false, historyDays: 10 },
    );
    expect(html(bare)).toBe('');
  });
});

import { PRICE_VERDICT_RULES } from '@bli/domain';
import { priceVerdictsMeta } from './static-pages';

describe('priceVerdictsMeta', () => {
  it('names the page and quotes the rules’ own thresholds', () => {
    const meta = priceVerdictsMeta();
    expect(meta.title).toBe('How We Judge Laptop Prices: Deal Verdicts | Best Laptops India');
    expect(meta.description).toContain(`${PRICE_VERDICT_RULES.medianWindowDays}-day median`);
    expect(meta.description).toContain(`within ${PRICE_VERDICT_RULES.goodDealWithinPercent}%`);
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.metaTags).toContain('<title>How We Judge Laptop Prices');
  });
});

import { PRICE_VERDICT_RULES as RULES } from '@bli/domain';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import type { MethodologySection } from '../methodology-link';
import { buyVerdictRows } from './methodology-figures';
import { PriceVerdictsMethodology } from './price-verdicts-methodology';

const page = () => {
  const Stub = createRoutesStub([{ path: '/price-verdicts', Component: PriceVerdictsMethodology }]);
  // Text only: React's markers between adjacent text nodes removed.
  return renderToString(<Stub initialEntries={['/price-verdicts']} />).replace(/<!-- -->/g, '');
};

describe('PriceVerdictsMethodology', () => {
  const html = page();

  it('has a section for every part of the page a verdict links to', () => {
    const linked: MethodologySection[] = [
      'discount-check',
      'good-deal',
      'sale-event-lows',
      'buy-now-or-wait',
      'effective-price',
      'outliers',
    ];
    for (const id of linked) expect(html).toContain(`<section id="${id}"`);
    expect(html).toContain('<h1');
    expect(html).toContain('How we judge laptop prices');
  });

  it("quotes the rules' own thresholds", () => {
    expect(html).toContain(`median of the last ${RULES.medianWindowDays} days`);
    expect(html).toContain(`${RULES.goodDealWithinPercent}%</strong> of the lowest price`);
    expect(html).toContain(`${RULES.minHistoryDays} days`);
    expect(html).toContain(`within ${RULES.saleLookaheadDays} days`);
    expect(html).toContain(`more than ${RULES.saleDropPercent}%`);
    expect(html).toContain(`last ${RULES.listPriceWindowDays} days`);
  });

  it('lists the four buy-now-or-wait verdicts in the order they are tried', () => {
    expect(buyVerdictRows().map((row) => row.label)).toEqual([
      'Not enough price history yet',
      'Good time to buy',
      'Likely to drop in the next sale',
      'Fair price',
    ]);
    for (const row of buyVerdictRows()) expect(html).toContain(row.label);
  });
});

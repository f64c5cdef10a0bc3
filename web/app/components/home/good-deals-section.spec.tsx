import type { Laptop } from '@bli/contracts';
import { testLaptop } from '@bli/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { GoodDealsSection } from './good-deals-section';

const goodDeal = (overrides: Partial<Laptop> = {}) => {
  const laptop = testLaptop({ lastUpdated: new Date().toISOString(), ...overrides });
  return {
    ...laptop,
    priceCheck: {
      ...laptop.priceCheck,
      goodDeal: { ...laptop.priceCheck.goodDeal, isGoodDeal: true, enoughHistory: true },
    },
  };
};

const html = (laptops: Laptop[]) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/']}>
      <GoodDealsSection laptops={laptops} />
    </MemoryRouter>,
  );

describe('GoodDealsSection', () => {
  it('shows the good deals as cards under its heading, with one link to the methodology', () => {
    const section = html([goodDeal({ title: 'First good deal' }), goodDeal({ title: 'Second' })]);
    expect(section).toContain('Good deals right now');
    expect(section).toContain('First good deal');
    expect(section.match(/data-testid="laptop-card"/g)).toHaveLength(2);
    expect(section.match(/data-testid="good-deal-badge"/g)).toHaveLength(2);
    expect(section.match(/href="\/price-verdicts"/g)).toHaveLength(1);
  });

  it('leaves out a laptop whose price may not be shown, and itself when none is left', () => {
    const stale = goodDeal({
      title: 'Stale price',
      lastUpdated: new Date(Date.now() - 25 * 3_600_000).toISOString(),
    });
    expect(html([stale, goodDeal({ title: 'Fresh price' })])).not.toContain('Stale price');
    expect(html([stale])).toBe('');
    expect(html([])).toBe('');
  });
});

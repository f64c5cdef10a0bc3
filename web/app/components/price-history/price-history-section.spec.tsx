import { testPriceHistory } from '@bli/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { tableRows } from './price-history-chart.model';
import { PriceHistorySection } from './price-history-section';

const html = (history = testPriceHistory()) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <PriceHistorySection history={history} />
    </MemoryRouter>,
  );

describe('PriceHistorySection', () => {
  it('offers the four ranges as plain links, the one shown marked current', () => {
    const section = html(testPriceHistory({ days: '30' }));
    expect(section).toContain('id="price-history"');
    expect(section).toContain('data-testid="price-history-range"');
    const links = [...section.matchAll(/<a href="(\?days=[^"]*)"[^>]*>([^<]+)<\/a>/g)];
    expect(links.map(([, href, label]) => [href, label])).toEqual([
      ['?days=30#price-history', '30 days'],
      ['?days=90#price-history', '90 days'],
      ['?days=365#price-history', '1 year'],
      ['?days=all#price-history', 'All'],
    ]);
    expect(section).toMatch(/<a href="\?days=30#price-history" rel="nofollow" aria-current="true"/);
    // No /laptop/… link of its own: the laptop's links stay those to other laptops.
    expect(section).not.toContain('href="/laptop/');
    expect(section.match(/aria-current/g)).toHaveLength(1);
  });

  it('speaks of the range shown', () => {
    expect(html(testPriceHistory({ days: '365' }))).toContain('over the last year,');
    expect(html()).toContain('over the last 90 days,');
  });

  it('notes a spike left out of the lowest price, and draws it as a ring', () => {
    const spike = {
      observedAt: '2026-11-02T06:30:00.000Z',
      price: 29_990,
      source: 'keepa' as const,
    };
    const history = testPriceHistory();
    const section = html({
      ...history,
      points: [history.points[0], spike, ...history.points.slice(2)],
      outliers: [spike],
      lowestEverExcludesOutliers: true,
    });
    expect(section).toContain('data-testid="outlier-note"');
    expect(section).toContain(
      'A one-day spike to ₹29,990 on 2 Nov 2026 is left out of the lowest price.',
    );
    expect(section).toContain('One-day price spike, left out of every figure');
    expect(section).toMatch(/<circle[^>]*fill="white" stroke="#dc2626"/);
  });

  it('shades sale events and names them beside the chart', () => {
    const section = html(
      testPriceHistory({
        saleEventLows: [
          {
            event: {
              slug: 'diwali',
              name: 'Diwali Sale',
              startDate: '2026-11-02',
              endDate: '2026-11-03',
            },
            status: 'past',
            lowestPrice: 36_500,
            lowestOn: '2026-11-03',
            priceBefore: 40_000,
            dropPercent: 9,
            todayAbove: { rupees: 2_500, percent: 7 },
          },
        ],
      }),
    );
    expect(section).toMatch(/<rect[^>]*fill="#fde68a"/);
    expect(section).toContain('Sale event: Diwali Sale');
    // Its own section follows (the sale-event lows): the chart's section keeps one table.
    expect(section).not.toContain('data-testid="sale-event-lows"');
    expect(section.match(/<table/g)).toHaveLength(1);
  });

  it('lists every price newest first in the table, each row a date and a price', () => {
    const rows = html().match(/<tbody[^>]*>(.*?)<\/tbody>/)?.[1] ?? '';
    const cells = [...rows.matchAll(/<tr><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g)];
    expect(cells.map(([, date, price]) => [date, price])).toEqual(
      tableRows(testPriceHistory()).map((row) => [row.date, row.price]),
    );
    expect(cells.map(([row]) => row).join('')).toBe(rows);
  });

  it('renders nothing without a history', () => {
    expect(
      renderToStaticMarkup(
        <MemoryRouter>
          <PriceHistorySection history={undefined} />
        </MemoryRouter>,
      ),
    ).toBe('');
  });
});

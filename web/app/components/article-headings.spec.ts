import { htmlText, withHeadingIds } from './article-headings';

describe('withHeadingIds', () => {
  it('adds slug ids to headings of the level and lists them', () => {
    const html =
      '<h3>Battery: a rundown at 150 nits</h3><p>x</p><h2>Other</h2><h3 class="a">Prices &amp; deals</h3>';
    const result = withHeadingIds(html, 3, 'method-');
    expect(result.headings).toEqual([
      { id: 'method-battery-a-rundown-at-150-nits', text: 'Battery: a rundown at 150 nits' },
      { id: 'method-prices-deals', text: 'Prices & deals' },
    ]);
    expect(result.html).toBe(
      '<h3 id="method-battery-a-rundown-at-150-nits">Battery: a rundown at 150 nits</h3><p>x</p><h2>Other</h2><h3 id="method-prices-deals" class="a">Prices &amp; deals</h3>',
    );
  });

  it('keeps existing ids and makes repeated titles unique', () => {
    const result = withHeadingIds(
      '<h2 id="keep">A</h2><h2>Notes</h2><h2>Notes</h2><h2><em></em></h2>',
    );
    expect(result.headings.map((h) => h.id)).toEqual(['keep', 'notes', 'notes-2', 'section']);
    expect(result.html).toContain('<h2 id="keep">A</h2>');
  });
});

it('reads the text of an HTML fragment', () => {
  expect(
    htmlText('<strong>8 GB</strong> vs&nbsp;16 GB &lt;RAM&gt; &#8377;1 &#x20B9;2 &bogus;'),
  ).toBe('8 GB vs 16 GB <RAM> ₹1 ₹2 &bogus;');
});

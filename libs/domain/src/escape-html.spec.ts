import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('replaces the five characters markup gives meaning to', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('leaves other text, rupee signs and Indian grouping included, as it is', () => {
    expect(escapeHtml('₹1,49,990 on 27 Nov 2026')).toBe('₹1,49,990 on 27 Nov 2026');
  });

  it('escapes an ampersand once, so an entity in the text stays visible as text', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});

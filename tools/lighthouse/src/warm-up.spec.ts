import { pageResources } from './warm-up';

describe('pageResources', () => {
  it('lists stylesheets, scripts and every picture candidate, not links to pages', () => {
    const html = `<html><head><link rel="stylesheet" href="/assets/app.css"/>
      <script type="module" src="/assets/entry.js"></script></head><body>
      <a href="/laptop/x">x</a>
      <img src="http://img.test/a._SL500_.png" srcSet="http://img.test/a._SL160_.png 160w, http://img.test/a._SL500_.png 500w"/>
      <img src="data:image/png;base64,AAAA"/></body></html>`;
    expect(pageResources(html, 'http://site.test/').sort()).toEqual([
      'http://img.test/a._SL160_.png',
      'http://img.test/a._SL500_.png',
      'http://site.test/assets/app.css',
      'http://site.test/assets/entry.js',
    ]);
  });

  it('decodes entities in attribute values', () => {
    expect(pageResources('<link href="/__manifest?a=1&amp;b=2">', 'http://site.test/')).toEqual([
      'http://site.test/__manifest?a=1&b=2',
    ]);
  });
});

import { robotsTxt, sitemapXml } from './crawler-files';

describe('sitemapXml', () => {
  it('lists absolute URLs with their lastmod, escaped', () => {
    const text = sitemapXml('https://example.in', [
      { path: '/', lastmod: '2026-11-22T02:00:00.000Z' },
      { path: '/blog/a&b', lastmod: '2026-11-01T00:00:00.000Z' },
    ]);
    expect(text).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url>',
        '    <loc>https://example.in/</loc>',
        '    <lastmod>2026-11-22T02:00:00.000Z</lastmod>',
        '  </url>',
        '  <url>',
        '    <loc>https://example.in/blog/a&amp;b</loc>',
        '    <lastmod>2026-11-01T00:00:00.000Z</lastmod>',
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('robotsTxt', () => {
  it('allows the site, keeps crawlers out of /admin and /api, and names the sitemap', () => {
    expect(robotsTxt('https://example.in')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: https://example.in/sitemap.xml\n',
    );
  });
});

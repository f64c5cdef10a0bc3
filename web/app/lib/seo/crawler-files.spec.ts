import {
  robotsTxt,
  sitemapFileNamed,
  sitemapFilePath,
  sitemapIndexXml,
  sitemapXml,
} from './crawler-files';

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

describe('sitemapIndexXml', () => {
  it("names the pages' sitemap and each part of the laptops' with its lastmod", () => {
    const text = sitemapIndexXml('https://example.in', {
      pages: { lastmod: '2026-11-22T02:00:00.000Z' },
      laptops: [
        { part: 1, lastmod: '2026-11-21T00:00:00.000Z' },
        { part: 3, lastmod: '2026-11-20T00:00:00.000Z' },
      ],
    });
    expect(text).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <sitemap>',
        '    <loc>https://example.in/sitemaps/pages.xml</loc>',
        '    <lastmod>2026-11-22T02:00:00.000Z</lastmod>',
        '  </sitemap>',
        '  <sitemap>',
        '    <loc>https://example.in/sitemaps/laptops-1.xml</loc>',
        '    <lastmod>2026-11-21T00:00:00.000Z</lastmod>',
        '  </sitemap>',
        '  <sitemap>',
        '    <loc>https://example.in/sitemaps/laptops-3.xml</loc>',
        '    <lastmod>2026-11-20T00:00:00.000Z</lastmod>',
        '  </sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });
});

describe('sitemapFileNamed', () => {
  it('reads the names the index gives, and nothing else', () => {
    expect(sitemapFileNamed('pages.xml')).toEqual({ kind: 'pages' });
    expect(sitemapFileNamed('laptops-12.xml')).toEqual({ kind: 'laptops', part: 12 });
    for (const name of ['laptops-0.xml', 'laptops-01.xml', 'laptops-1', 'pages', 'x.xml']) {
      expect(sitemapFileNamed(name)).toBeNull();
    }
    for (const file of [{ kind: 'pages' }, { kind: 'laptops', part: 7 }] as const) {
      expect(sitemapFileNamed(sitemapFilePath(file).replace('/sitemaps/', ''))).toEqual(file);
    }
  });
});

describe('robotsTxt', () => {
  it('allows the site, keeps crawlers out of /admin and /api, and names the sitemap', () => {
    expect(robotsTxt('https://example.in')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: https://example.in/sitemap.xml\n',
    );
  });
});

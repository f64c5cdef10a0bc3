import type { SitemapEntry, SitemapIndex } from '@bli/contracts';

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);

/** A sitemap (sitemaps.org): its public URLs on the configured origin with their last change. */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${xml(`${siteUrl}${entry.path}`)}</loc>\n    <lastmod>${xml(entry.lastmod)}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A sitemap of the index (sitemaps.org): the pages', or one part of the laptops'. */
export type SitemapFile = { kind: 'pages' } | { kind: 'laptops'; part: number };

/** Where a sitemap of the index is: `/sitemaps/pages.xml`, `/sitemaps/laptops-{part}.xml`. */
export function sitemapFilePath(file: SitemapFile): string {
  return file.kind === 'pages' ? '/sitemaps/pages.xml' : `/sitemaps/laptops-${file.part}.xml`;
}

/** The sitemap a `/sitemaps/{name}` path names, or null for any other name. */
export function sitemapFileNamed(name: string): SitemapFile | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  const part = /^laptops-([1-9]\d{0,8})\.xml$/.exec(name)?.[1];
  return part ? { kind: 'laptops', part: Number(part) } : null;
}

/**
 * `/sitemap.xml`, a sitemap index (sitemaps.org): the pages' sitemap and each part of the
 * laptops', on the configured origin, each with its last change.
 */
export function sitemapIndexXml(siteUrl: string, index: SitemapIndex): string {
  const files: { file: SitemapFile; lastmod: string }[] = [
    { file: { kind: 'pages' }, lastmod: index.pages.lastmod },
    ...index.laptops.map(({ part, lastmod }) => ({
      file: { kind: 'laptops', part } as const,
      lastmod,
    })),
  ];
  const sitemaps = files.map(
    ({ file, lastmod }) =>
      `  <sitemap>\n    <loc>${xml(`${siteUrl}${sitemapFilePath(file)}`)}</loc>\n    <lastmod>${xml(lastmod)}</lastmod>\n  </sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The whole site open to crawlers except the admin area and the API; the sitemap named. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

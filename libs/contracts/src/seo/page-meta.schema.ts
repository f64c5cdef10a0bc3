import { z } from 'zod';
import { isoDateTimeSchema } from '../common/primitives.schema';

/**
 * A page's metadata (docs/product-rules.md §3 "Page metadata", §7 `/api/seo/*`): the title and description, and
 * the same two as a string of meta tags (HTML-escaped) for callers that want them ready-made.
 */
export const pageMetaSchema = z.object({
  metaTags: z.string(),
  title: z.string(),
  description: z.string(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** One public URL of the site for the sitemap: a path on the public origin and when it last changed. */
export const sitemapEntrySchema = z.object({
  path: z.string().regex(/^\/[A-Za-z0-9/_-]*$/),
  lastmod: isoDateTimeSchema,
});
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;
export const sitemapSchema = z.array(sitemapEntrySchema);

/**
 * `/sitemap.xml` as a sitemap index (sitemaps.org): the sitemap of the site's pages and the parts
 * of the laptops' sitemap (LAPTOP_SITEMAP_PART_SIZE laptops at most each), each with its lastmod.
 */
export const sitemapIndexSchema = z.object({
  pages: z.object({ lastmod: isoDateTimeSchema }),
  laptops: z.array(z.object({ part: z.number().int().positive(), lastmod: isoDateTimeSchema })),
});
export type SitemapIndex = z.infer<typeof sitemapIndexSchema>;

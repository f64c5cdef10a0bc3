import { z } from 'zod';
import { definePattern } from '../common/pattern';
import { slugSchema, typedText } from '../common/primitives.schema';
import { blogCategorySchema } from '../content/blog-post.schema';
import { GUIDE_SECTIONS } from '../site/site-pages';
import { laptopSitemapPartRequestSchema } from '../catalogue/laptop-sitemap.schema';
import { pageMetaSchema, sitemapIndexSchema, sitemapSchema } from './page-meta.schema';

const empty = z.object({}).strict();
const bySlug = z.object({ slug: slugSchema });

/**
 * The deadline of the sitemap index and each of its sitemaps: for crawlers, behind the gateway's
 * cache, each a few catalogue and content calls over whole lists (aggregates of up to 100,000
 * laptops, a part's 3,000 rows); one page's reads keep RPC_TIMEOUT_MS.
 */
export const SITEMAP_DEADLINE_MS = 10_000;
/**
 * Every request/reply message the seo service answers, in the queue group "seo": one per page
 * kind of docs/product-rules.md §2 (the names follow the `/api/seo/*` calls of docs/product-rules.md §7), and the sitemap.
 */
export const SeoPatterns = {
  homepage: definePattern('seo.pages.homepage', empty, pageMetaSchema),
  /** An SEO landing page by its seo slug (`best-laptop-under-30000`, …). */
  priceRangeLanding: definePattern(
    'seo.pages.price-range-landing',
    z.object({ seoSlug: slugSchema }),
    pageMetaSchema,
  ),
  /** The sortable range page `/price-range/{slug}`. */
  priceRange: definePattern('seo.pages.price-range', bySlug, pageMetaSchema),
  gamingLaptops: definePattern('seo.pages.gaming-laptops', empty, pageMetaSchema),
  useCases: definePattern('seo.pages.use-cases', empty, pageMetaSchema),
  cpuComparison: definePattern('seo.pages.cpu-comparison', empty, pageMetaSchema),
  knowledgeHub: definePattern('seo.pages.knowledge-hub', empty, pageMetaSchema),
  /** `/price-verdicts`: how the price verdicts are decided (docs/deal-verdicts.md). */
  priceVerdicts: definePattern('seo.pages.price-verdicts', empty, pageMetaSchema),
  blog: definePattern(
    'seo.pages.blog',
    z.object({ category: blogCategorySchema.optional() }).strict(),
    pageMetaSchema,
  ),
  author: definePattern('seo.pages.author', bySlug, pageMetaSchema),
  blogPost: definePattern('seo.pages.blog-post', bySlug, pageMetaSchema),
  laptop: definePattern('seo.pages.laptop', bySlug, pageMetaSchema),
  /** `/laptops/{slug}`: a spec-sheet filter page or a use-case list. */
  category: definePattern('seo.pages.category', bySlug, pageMetaSchema),
  /** A knowledge-hub guide page `/{section}/{slug}`. */
  guide: definePattern(
    'seo.pages.guide',
    z.object({
      section: z.enum(GUIDE_SECTIONS, {
        error: `section must be one of: ${GUIDE_SECTIONS.join(', ')}`,
      }),
      slug: slugSchema,
    }),
    pageMetaSchema,
  ),
  /** `/search` and `/search?q=`: the words' results page, or the bare search page. */
  search: definePattern(
    'seo.pages.search',
    z.object({ q: typedText('q', 200).optional() }).strict(),
    pageMetaSchema,
  ),
  /** `/compare?laptops=a,b,…`: named after the laptops it shows. */
  compare: definePattern(
    'seo.pages.compare',
    z
      .object({
        laptops: z
          .string()
          .max(2000, { error: 'laptops must be at most 2000 characters' })
          .default(''),
      })
      .strict(),
    pageMetaSchema,
  ),
  /**
   * `/sitemap.xml`, a sitemap index: the pages' sitemap and each part of the laptops' with its
   * lastmod (each sitemap call's deadline is SITEMAP_DEADLINE_MS).
   */
  sitemap: definePattern('seo.sitemap.index', empty, sitemapIndexSchema),
  /** Every public URL but the laptops' pages, with its last change. */
  sitemapPages: definePattern('seo.sitemap.pages', empty, sitemapSchema),
  /** One part of the laptops' pages, with their last change; a part without laptops is NOT_FOUND. */
  sitemapLaptops: definePattern(
    'seo.sitemap.laptops',
    laptopSitemapPartRequestSchema,
    sitemapSchema,
  ),
} as const;

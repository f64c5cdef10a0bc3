import { z } from 'zod';
import { definePattern } from '../common/pattern';
import { slugSchema, typedText } from '../common/primitives.schema';
import { blogCategorySchema } from '../content/blog-post.schema';
import { GUIDE_SECTIONS } from '../site/site-pages';
import { pageMetaSchema, sitemapSchema } from './page-meta.schema';

const empty = z.object({}).strict();
const bySlug = z.object({ slug: slugSchema });

/**
 * The sitemap's deadline: it gathers every public list (about twenty catalogue and content
 * calls), for crawlers, behind the gateway's cache; one page's reads keep RPC_TIMEOUT_MS.
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
  /** Every public URL with its last change, for `/sitemap.xml` (deadline SITEMAP_DEADLINE_MS). */
  sitemap: definePattern('seo.sitemap.list', empty, sitemapSchema),
} as const;

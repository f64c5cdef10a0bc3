import { z } from 'zod';
import { isoDateTimeSchema, queryFlag } from '../common/primitives.schema';

export const BLOG_CATEGORIES = [
  'buying-guide',
  'cpu-reviews',
  'comparisons',
  'india-specific',
] as const;
export const blogCategorySchema = z.enum(BLOG_CATEGORIES, {
  error: `category must be one of: ${BLOG_CATEGORIES.join(', ')}`,
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const bylineSchema = z.object({ slug: z.string(), name: z.string() });

/** A post as lists show it (no body). */
export const blogPostSummarySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: blogCategorySchema,
  tags: z.array(z.string()),
  author: bylineSchema,
  featuredImage: z.string().nullable(),
  readTime: z.number().int().positive(),
  viewCount: z.number().int().nonnegative(),
  publishedAt: isoDateTimeSchema,
  isFeatured: z.boolean(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export const blogPostSummaryListSchema = z.array(blogPostSummarySchema);

/**
 * One post with its sanitised HTML body and up to 3 related posts. Asked by an old slug (the post
 * was renamed after it went live), it answers the post under its current `slug`: the page
 * redirects there for good (301).
 */
export const blogPostSchema = blogPostSummarySchema.extend({
  content: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  /**
   * Laptops the post embeds, by slug: the page shows each as a product box with its live price,
   * its "as of" time and a buy link through the click hop (never a retailer URL in the body).
   */
  laptopSlugs: z.array(z.string()),
  /** When the post last changed (its JSON-LD `dateModified`, the sitemap's lastmod). */
  updatedAt: isoDateTimeSchema,
  related: z.array(blogPostSummarySchema),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** `GET /api/blog` filters: `?category=` or `?featured=true`. */
export const blogListQuerySchema = z
  .object({
    category: blogCategorySchema.optional(),
    featured: queryFlag('featured').optional(),
  })
  .strict();

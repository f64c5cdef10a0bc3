import { z } from 'zod';
import { pageOf, pageRequestShape } from '../common/paging.schema';
import { idSchema, isoDateTimeSchema, slugSchema, typedText } from '../common/primitives.schema';
import { MAX_LAPTOPS_BY_SLUGS } from '../catalogue/laptops-by-slugs.schema';
import { blogCategorySchema } from './blog-post.schema';

/**
 * Where an editorial entry is in its life: written (draft), waiting for its time (scheduled),
 * on the site (published), taken off it (unpublished). Posts and every entry kind share it
 * (entry-editor.schema.ts).
 */
export const EDITORIAL_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export const editorialStateSchema = z.enum(EDITORIAL_STATES, {
  error: `state must be one of: ${EDITORIAL_STATES.join(', ')}`,
});
export type EditorialState = z.infer<typeof editorialStateSchema>;

/**
 * Hosts a cover image may come from besides our own paths. Amazon's media hosts are not here:
 * retailer pictures appear only in product boxes, never hot-linked in articles.
 */
export const COVER_IMAGE_HOSTS = ['images.unsplash.com', 'images.pexels.com'] as const;

/** `/images/x.webp` on our own origin, or https on an allowed host. */
export function isAllowedCoverImage(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' &&
      parsed.username === '' &&
      parsed.password === '' &&
      parsed.port === '' &&
      (COVER_IMAGE_HOSTS as readonly string[]).includes(parsed.hostname)
    );
  } catch {
    return false;
  }
}

/**
 * How post Markdown is read, on the server (before the sanitiser) and in the admin's live
 * preview alike: raw HTML is text, no bare-URL links, no smart quotes.
 */
export const MARKDOWN_OPTIONS = { html: false, linkify: false, typographer: false } as const;

/** Markdown as typed: lines, tabs, any text, but no other control characters (no NUL). */
export const markdownSchema = z
  .string()
  .max(100_000, { error: 'markdown must be at most 100000 characters' })
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, {
    error: 'markdown must not contain control characters',
  });

const nullableText = (field: string, max: number) =>
  typedText(field, max)
    .trim()
    .transform((text) => (text === '' ? null : text))
    .nullable();

/**
 * The laptops a post (or a use-case list's picks) shows as product boxes, with the live price and
 * the buy link, by slug: as many as the page can fetch in its one call.
 */
export const MAX_EMBEDDED_LAPTOPS = MAX_LAPTOPS_BY_SLUGS;

/** Every field an operator writes on a post; the body is Markdown (see docs/editorial.md). */
export const postFieldsSchema = z.object({
  title: typedText('title', 300).trim().min(5, { error: 'title must be at least 5 characters' }),
  slug: slugSchema,
  category: blogCategorySchema,
  excerpt: typedText('excerpt', 600).trim().min(1, { error: 'excerpt must not be empty' }),
  markdown: markdownSchema,
  featuredImage: z
    .string()
    .max(500, { error: 'featuredImage must be at most 500 characters' })
    .refine(isAllowedCoverImage, {
      error: `featuredImage must be a path on this site or an https URL on ${COVER_IMAGE_HOSTS.join(', ')}`,
    })
    .nullable(),
  authorSlug: slugSchema,
  tags: z
    .array(typedText('tags', 60).trim().min(1, { error: 'tags must not hold empty tags' }))
    .max(20, { error: 'tags must hold at most 20 tags' }),
  isFeatured: z.boolean(),
  seoTitle: nullableText('seoTitle', 200),
  seoDescription: nullableText('seoDescription', 400),
  laptopSlugs: z
    .array(slugSchema)
    .max(MAX_EMBEDDED_LAPTOPS, {
      error: `laptopSlugs must hold at most ${MAX_EMBEDDED_LAPTOPS} laptops`,
    })
    .refine((slugs) => new Set(slugs).size === slugs.length, {
      error: 'laptopSlugs must not repeat a laptop',
    }),
});
export type PostFields = z.output<typeof postFieldsSchema>;

/** `POST /api/admin/content/posts`: a new draft. */
export const newPostSchema = postFieldsSchema.strict();
export type NewPost = z.input<typeof newPostSchema>;

/** `PATCH /api/admin/content/posts/{id}`: the fields to change, only those given. */
export const postChangesSchema = postFieldsSchema
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, { error: 'Nothing to change' });
export type PostChanges = z.input<typeof postChangesSchema>;

/** `POST /api/admin/content/posts/{id}/schedule`: when it goes live. */
export const postScheduleSchema = z
  .object({ publishAt: isoDateTimeSchema.describe('when the post goes live (ISO with offset)') })
  .strict();

/** A post as the operators' list shows it. */
export const adminPostSummarySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  category: blogCategorySchema,
  authorSlug: z.string(),
  state: editorialStateSchema,
  /** When a scheduled post goes live. */
  publishAt: isoDateTimeSchema.nullable(),
  /** When it first went live (its slug is fixed from then on, changes leave a redirect). */
  publishedAt: isoDateTimeSchema.nullable(),
  updatedAt: isoDateTimeSchema,
});
export type AdminPostSummary = z.infer<typeof adminPostSummarySchema>;
export const adminPostPageSchema = pageOf(adminPostSummarySchema);
export const adminPostSummaryListSchema = z.array(adminPostSummarySchema);

/** A post in the editor: every field, its rendered body, its state and revision. */
export const adminPostSchema = adminPostSummarySchema.extend({
  excerpt: z.string(),
  /** Null for a post imported as HTML (the demo posts): its body stays until Markdown is saved. */
  markdown: z.string().nullable(),
  /** The body as shoppers get it: the Markdown rendered and sanitised. */
  html: z.string(),
  featuredImage: z.string().nullable(),
  tags: z.array(z.string()),
  isFeatured: z.boolean(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  laptopSlugs: z.array(z.string()),
  readTime: z.number().int().positive(),
  /** Old slugs that still lead here. */
  redirectsFrom: z.array(z.string()),
  /** The number of the revision the post is at. */
  revision: z.number().int().nonnegative(),
  createdAt: isoDateTimeSchema,
});
export type AdminPost = z.infer<typeof adminPostSchema>;

/** `GET /api/admin/content/posts?q=&state=&page=&pageSize=`. */
export const adminPostsQuerySchema = z.object({
  q: typedText('q', 100).trim().optional(),
  state: editorialStateSchema.optional(),
  ...pageRequestShape,
});
export type AdminPostsQuery = z.input<typeof adminPostsQuerySchema>;
export type AdminPostsFilter = z.output<typeof adminPostsQuerySchema>;

/** A post's fields as a revision keeps them (a demo post's Markdown is null). */
export const postSnapshotSchema = z.object({
  title: z.string(),
  slug: z.string(),
  category: blogCategorySchema,
  excerpt: z.string(),
  markdown: z.string().nullable(),
  featuredImage: z.string().nullable(),
  authorSlug: z.string(),
  tags: z.array(z.string()),
  isFeatured: z.boolean(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  laptopSlugs: z.array(z.string()),
});
export type PostSnapshot = z.infer<typeof postSnapshotSchema>;

/** One saved version of a post's fields: every save keeps one; restoring saves a new one. */
export const postRevisionSchema = z.object({
  number: z.number().int().positive(),
  operator: z.string(),
  at: isoDateTimeSchema,
  fields: postSnapshotSchema,
});
export type PostRevision = z.infer<typeof postRevisionSchema>;
export const postRevisionListSchema = z.array(postRevisionSchema);

export const postIdSchema = z.object({ id: idSchema });
export const postRevisionParamsSchema = z.object({ id: idSchema, number: idSchema });

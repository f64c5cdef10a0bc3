import { z } from 'zod';
import { isoDateTimeSchema } from '../common/primitives.schema';

const changed = { updatedAt: isoDateTimeSchema };

/**
 * Every editorial entry that has a page of its own, with when it last changed: what the seo
 * service needs for the sitemap, without the entries' bodies.
 */
export const contentPagesSchema = z.object({
  blogPosts: z.array(z.object({ slug: z.string(), publishedAt: isoDateTimeSchema, ...changed })),
  authors: z.array(z.object({ slug: z.string(), ...changed })),
  useCases: z.array(z.object({ slug: z.string(), ...changed })),
  knowledgeCategories: z.array(z.object({ slug: z.string(), ...changed })),
  /** Guides with an article (a guide without one points at a page of its own). */
  guides: z.array(z.object({ path: z.string(), ...changed })),
  processorComparisons: z.array(z.object({ slug: z.string(), ...changed })),
});
export type ContentPages = z.infer<typeof contentPagesSchema>;

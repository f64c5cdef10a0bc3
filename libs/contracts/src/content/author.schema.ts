import { z } from 'zod';

export const authorSchema = z.object({
  slug: z.string(),
  name: z.string(),
  role: z.string(),
  bio: z.string(),
  /** A path on this site or an allowed image host (never a retailer's). */
  photoUrl: z.string().nullable(),
  expertise: z.array(z.string()),
  stats: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Sanitised HTML. */
  methodology: z.string(),
  featuredGuides: z.array(z.object({ path: z.string(), title: z.string() })),
});
export type Author = z.infer<typeof authorSchema>;

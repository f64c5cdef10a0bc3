import { z } from 'zod';
import { isoDateTimeSchema } from '../common/primitives.schema';

/**
 * Active laptops per part of the laptops' sitemap. sitemaps.org allows 50,000 URLs a sitemap, but
 * a part travels in one NATS reply, and NATS refuses messages over its max_payload (1 MB, the
 * default, which our servers keep): with the longest slug (200 characters) an entry is about 260
 * bytes of JSON, so 3,000 stay under 800 KB.
 */
export const LAPTOP_SITEMAP_PART_SIZE = 3_000;

/**
 * Part `n` holds the active laptops whose ids are from (n − 1) × LAPTOP_SITEMAP_PART_SIZE + 1 to
 * n × LAPTOP_SITEMAP_PART_SIZE: a part never outgrows the size, a laptop never moves to another
 * part, and a part is read by a range of the primary key. Only parts with laptops are listed.
 */
export const laptopSitemapPartsSchema = z.array(
  z.object({
    part: z.number().int().positive(),
    laptops: z.number().int().positive(),
    /** The part's newest price observation: its lastmod in the sitemap index. */
    newest: isoDateTimeSchema,
  }),
);
export type LaptopSitemapParts = z.infer<typeof laptopSitemapPartsSchema>;

/** Parts past this one would start beyond the largest id PostgreSQL's integer holds. */
export const LAPTOP_SITEMAP_PART_MAX = Math.ceil(2 ** 31 / LAPTOP_SITEMAP_PART_SIZE);

export const laptopSitemapPartRequestSchema = z.object({
  part: z.coerce
    .number({ error: 'part must be a whole number' })
    .int({ error: 'part must be a whole number' })
    .min(1, { error: 'part must be at least 1' })
    .max(LAPTOP_SITEMAP_PART_MAX, { error: `part must be at most ${LAPTOP_SITEMAP_PART_MAX}` }),
});

/** One part's laptops by id: each one's page and when its price was last observed. */
export const laptopSitemapPartSchema = z.array(
  z.object({ slug: z.string(), lastUpdated: isoDateTimeSchema }),
);
export type LaptopSitemapPart = z.infer<typeof laptopSitemapPartSchema>;

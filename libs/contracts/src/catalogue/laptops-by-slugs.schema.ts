import { z } from 'zod';
import { slugSchema } from '../common/primitives.schema';

/**
 * The most laptops one call names: a post's embedded laptops or a use-case list's picks (the
 * editorial contract's MAX_EMBEDDED_LAPTOPS is this number).
 */
export const MAX_LAPTOPS_BY_SLUGS = 12;

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const SLUG_LIST = new RegExp(`^${SLUG}(?:,${SLUG}){0,${MAX_LAPTOPS_BY_SLUGS - 1}}$`);

/**
 * `GET /api/laptops/by-slugs?slugs=a,b,…`: the laptops a page embeds, in one call instead of one
 * per laptop.
 */
export const laptopsBySlugsRequestSchema = z
  .object({
    slugs: z
      .string({ error: 'slugs must be comma-separated laptop slugs' })
      .regex(SLUG_LIST, {
        error: `slugs must be 1 to ${MAX_LAPTOPS_BY_SLUGS} comma-separated laptop slugs`,
      })
      .transform((list) => [...new Set(list.split(','))]),
  })
  .strict();

/** The same over NATS: the slugs as a list, each named once. */
export const laptopsBySlugsPayloadSchema = z.object({
  slugs: z.array(slugSchema).min(1).max(MAX_LAPTOPS_BY_SLUGS),
});

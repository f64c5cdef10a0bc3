import { z } from 'zod';
import { laptopSchema } from './laptop.schema';

/** `GET /api/compare?laptops=a,b,…`: comma-separated laptop slugs, in the order to show. */
export const compareRequestSchema = z
  .object({
    laptops: z
      .string({ error: 'laptops must be comma-separated laptop slugs' })
      .max(2000, { error: 'laptops must be at most 2000 characters' })
      .default(''),
  })
  .strict();

/** The compared laptops (at most four) and what was left out of the URL's list, and why. */
export const compareResultSchema = z.object({
  laptops: z.array(laptopSchema),
  unknown: z.array(z.string()),
  duplicates: z.array(z.string()),
  overLimit: z.array(z.string()),
});
export type CompareResult = z.infer<typeof compareResultSchema>;

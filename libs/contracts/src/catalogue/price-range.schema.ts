import { z } from 'zod';
import { rupeesSchema, slugSchema } from '../common/primitives.schema';

export const priceRangeSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  slug: z.string(),
  /** Root path of the range's SEO landing page (e.g. best-laptop-under-30000), when it has one. */
  seoSlug: z.string().nullable(),
  minPrice: rupeesSchema,
  maxPrice: rupeesSchema,
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  isActive: z.boolean(),
  /** Active laptops in the range. */
  laptopCount: z.number().int().nonnegative(),
});
export type PriceRange = z.infer<typeof priceRangeSchema>;
export const priceRangeListSchema = z.array(priceRangeSchema);

const requiredPositiveRupees = (field: string) =>
  z
    .number({ error: `${field} is required and must be a whole number of rupees` })
    .int({ error: `${field} must be a whole number of rupees` })
    .positive({ error: `${field} is required and must be greater than 0` });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));

/** Body of `POST /api/price-ranges` (spec §5 "Add price range form"). */
export const createPriceRangeSchema = z
  .object({
    name: z
      .string({ error: 'name is required' })
      .trim()
      .min(1, { error: 'name is required' })
      .max(120, { error: 'name must be at most 120 characters' }),
    slug: slugSchema.max(120, { error: 'slug must be at most 120 characters' }),
    seoSlug: slugSchema.nullish().transform((value) => value ?? null),
    minPrice: z
      .number({ error: 'minPrice must be a whole number of rupees' })
      .int({ error: 'minPrice must be a whole number of rupees' })
      .nonnegative({ error: 'minPrice must not be negative' })
      .default(0),
    maxPrice: requiredPositiveRupees('maxPrice'),
    seoTitle: optionalText(200),
    seoDescription: optionalText(1000),
    isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
  })
  .refine((value) => value.minPrice <= value.maxPrice, {
    path: ['minPrice'],
    error: 'minPrice must not be greater than maxPrice',
  });
export type CreatePriceRange = z.input<typeof createPriceRangeSchema>;

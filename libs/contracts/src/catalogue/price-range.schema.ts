import { z } from 'zod';
import { idSchema, MAX_PRICE_RUPEES, rupeesSchema, slugSchema } from '../common/primitives.schema';

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
    .positive({ error: `${field} is required and must be greater than 0` })
    .max(MAX_PRICE_RUPEES, { error: `${field} must be at most ${MAX_PRICE_RUPEES}` });

/** Optional text: blank and null both mean "none" (stored as null). */
const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .nullable()
    .transform((value) => (value ? value : null));

/** The same, where leaving the field out also means "none". */
const optionalText = (max: number) =>
  nullableText(max)
    .optional()
    .transform((value) => value ?? null);

/** The fields an operator edits, each with the message naming it (docs/product-rules.md §5 form rules). */
const priceRangeFields = {
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, { error: 'name is required' })
    .max(120, { error: 'name must be at most 120 characters' }),
  slug: slugSchema.max(120, { error: 'slug must be at most 120 characters' }),
  minPrice: z
    .number({ error: 'minPrice must be a whole number of rupees' })
    .int({ error: 'minPrice must be a whole number of rupees' })
    .nonnegative({ error: 'minPrice must not be negative' })
    .max(MAX_PRICE_RUPEES, { error: `minPrice must be at most ${MAX_PRICE_RUPEES}` }),
  maxPrice: requiredPositiveRupees('maxPrice'),
  seoTitle: optionalText(200),
  seoDescription: optionalText(1000),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
};

const minNotAboveMax = {
  path: ['minPrice'],
  error: 'minPrice must not be greater than maxPrice',
};

/** Body of `POST /api/price-ranges` (docs/product-rules.md §5 "Add price range form"). */
export const createPriceRangeSchema = z
  .object({
    ...priceRangeFields,
    seoSlug: slugSchema.nullish().transform((value) => value ?? null),
    minPrice: priceRangeFields.minPrice.default(0),
    isActive: priceRangeFields.isActive.default(true),
  })
  .refine((value) => value.minPrice <= value.maxPrice, minNotAboveMax);
export type CreatePriceRange = z.input<typeof createPriceRangeSchema>;

/**
 * Body of `PUT /api/price-ranges/{id}`: every editable field, as the create form has them
 * (absent seo texts become empty). The seo slug behind a landing page is not editable here.
 */
export const replacePriceRangeSchema = z
  .object({
    ...priceRangeFields,
    minPrice: priceRangeFields.minPrice.default(0),
    isActive: priceRangeFields.isActive.default(true),
  })
  .refine((value) => value.minPrice <= value.maxPrice, minNotAboveMax);
export type ReplacePriceRange = z.input<typeof replacePriceRangeSchema>;

const PRICE_RANGE_FIELD_NAMES = Object.keys(priceRangeFields);

/**
 * Body of `PATCH /api/price-ranges/{id}`: only the fields given change. No defaults here, so
 * a field left out keeps its stored value; min ≤ max is checked against the stored range too.
 */
export const patchPriceRangeSchema = z
  .object({
    name: priceRangeFields.name.optional(),
    slug: priceRangeFields.slug.optional(),
    minPrice: priceRangeFields.minPrice.optional(),
    maxPrice: priceRangeFields.maxPrice.optional(),
    seoTitle: nullableText(200).optional(),
    seoDescription: nullableText(1000).optional(),
    isActive: priceRangeFields.isActive.optional(),
  })
  .refine(
    (value) =>
      value.minPrice === undefined ||
      value.maxPrice === undefined ||
      value.minPrice <= value.maxPrice,
    minNotAboveMax,
  )
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: `give at least one of ${PRICE_RANGE_FIELD_NAMES.join(', ')}`,
  });
export type PatchPriceRange = z.input<typeof patchPriceRangeSchema>;
export type PriceRangeChanges = z.output<typeof patchPriceRangeSchema>;

/** `catalogue.price-ranges.update`: the changes of a PUT (all fields) or a PATCH (some). */
export const updatePriceRangeRequestSchema = z.object({
  id: idSchema,
  changes: patchPriceRangeSchema,
});

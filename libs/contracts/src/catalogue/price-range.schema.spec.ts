import type { z } from 'zod';
import {
  createPriceRangeSchema,
  patchPriceRangeSchema,
  replacePriceRangeSchema,
} from './price-range.schema';

function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('price range edit schemas', () => {
  const valid = { name: 'Under ₹40,000', slug: 'under-40000', maxPrice: 40_000 };

  it('create: defaults minPrice, isActive and empty seo texts', () => {
    expect(createPriceRangeSchema.parse({ ...valid, seoTitle: '  ' })).toEqual({
      ...valid,
      seoSlug: null,
      minPrice: 0,
      isActive: true,
      seoTitle: null,
      seoDescription: null,
    });
  });

  it('replace: every editable field, absent seo texts cleared, seoSlug not accepted', () => {
    expect(replacePriceRangeSchema.parse({ ...valid, seoSlug: 'best-x' })).toEqual({
      ...valid,
      minPrice: 0,
      isActive: true,
      seoTitle: null,
      seoDescription: null,
    });
    expect(issues(replacePriceRangeSchema, { ...valid, minPrice: 50_000 })).toEqual([
      'minPrice: minPrice must not be greater than maxPrice',
    ]);
    expect(issues(replacePriceRangeSchema, { slug: 'Not A Slug', maxPrice: 0 })).toEqual([
      'name: name is required',
      'slug: must be lowercase letters, digits and single hyphens',
      'maxPrice: maxPrice is required and must be greater than 0',
    ]);
  });

  it('patch: only the fields given, nothing defaulted', () => {
    expect(patchPriceRangeSchema.parse({ name: ' Budget ' })).toEqual({ name: 'Budget' });
    expect(patchPriceRangeSchema.parse({ seoTitle: ' ', isActive: false })).toEqual({
      seoTitle: null,
      isActive: false,
    });
  });

  it('patch: names the bad field, and wants at least one field', () => {
    expect(issues(patchPriceRangeSchema, { minPrice: -1 })).toEqual([
      'minPrice: minPrice must not be negative',
    ]);
    expect(issues(patchPriceRangeSchema, { minPrice: 9, maxPrice: 5 })).toEqual([
      'minPrice: minPrice must not be greater than maxPrice',
    ]);
    // Above ₹1 crore is a typo, and would not fit the column (a 500 the fuzz run found).
    expect(issues(patchPriceRangeSchema, { maxPrice: 2_147_483_648 })).toEqual([
      'maxPrice: maxPrice must be at most 10000000',
    ]);
    expect(issues(patchPriceRangeSchema, { unknown: 1 })).toEqual([
      ': give at least one of name, slug, minPrice, maxPrice, seoTitle, seoDescription, isActive',
    ]);
  });
});

import type { CreatePriceRange, PriceRange } from '@bli/contracts';
import { slugify } from '@bli/domain';

/** The add/edit form as typed: numbers stay text until submit. */
export interface PriceRangeForm {
  name: string;
  slug: string;
  /** Set once the operator types in the slug field: the name stops rewriting it. */
  slugEdited: boolean;
  minPrice: string;
  maxPrice: string;
  seoTitle: string;
  seoDescription: string;
  isActive: boolean;
}

export const PRICE_RANGE_FORM_FIELDS = [
  'name',
  'slug',
  'minPrice',
  'maxPrice',
  'seoTitle',
  'seoDescription',
  'isActive',
] as const;

/** docs/product-rules.md §5: integer prices default 0, active by default, SEO texts optional. */
export function emptyPriceRangeForm(): PriceRangeForm {
  return {
    name: '',
    slug: '',
    slugEdited: false,
    minPrice: '0',
    maxPrice: '0',
    seoTitle: '',
    seoDescription: '',
    isActive: true,
  };
}

/** The edit dialog starts from the stored range; its slug is never rewritten from the name. */
export function formFromPriceRange(range: PriceRange): PriceRangeForm {
  return {
    name: range.name,
    slug: range.slug,
    slugEdited: true,
    minPrice: String(range.minPrice),
    maxPrice: String(range.maxPrice),
    seoTitle: range.seoTitle ?? '',
    seoDescription: range.seoDescription ?? '',
    isActive: range.isActive,
  };
}

/** Typing a name: the slug follows it (docs/product-rules.md §5 rule) until the slug was edited by hand. */
export function withName(form: PriceRangeForm, name: string): PriceRangeForm {
  return { ...form, name, slug: form.slugEdited ? form.slug : slugify(name) };
}

export function withSlug(form: PriceRangeForm, slug: string): PriceRangeForm {
  return { ...form, slug, slugEdited: true };
}

/** An empty field is 0 (the spec's default); anything else is sent as typed for the server to judge. */
function price(text: string): number {
  return text.trim() === '' ? 0 : Number(text);
}

/**
 * The request body, or null when docs/product-rules.md §5 says to ignore the submit: name, slug or maxPrice
 * empty or zero. Every other check (whole rupees, min ≤ max, lengths) is the server's, whose
 * 400 names the field.
 */
export function priceRangeRequest(form: PriceRangeForm): CreatePriceRange | null {
  const maxPrice = price(form.maxPrice);
  if (!form.name.trim() || !form.slug.trim() || !maxPrice) return null;
  return {
    name: form.name.trim(),
    slug: form.slug.trim(),
    minPrice: price(form.minPrice),
    maxPrice,
    seoTitle: form.seoTitle.trim() || null,
    seoDescription: form.seoDescription.trim() || null,
    isActive: form.isActive,
  };
}

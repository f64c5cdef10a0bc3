import type { PriceRange as PriceRangeView } from '@bli/contracts';
import type { PriceRange } from '../entities';

export function toPriceRangeView(range: PriceRange, laptopCount: number): PriceRangeView {
  return {
    id: range.id,
    name: range.name,
    slug: range.slug,
    seoSlug: range.seoSlug,
    minPrice: range.minPrice,
    maxPrice: range.maxPrice,
    seoTitle: range.seoTitle,
    seoDescription: range.seoDescription,
    isActive: range.isActive,
    laptopCount,
  };
}

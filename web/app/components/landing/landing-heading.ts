import type { PriceRange } from '@bli/contracts';

/** The landing page's h1: the range's SEO title, or one made from its name. */
export function landingHeading(range: PriceRange): string {
  return range.seoTitle ?? `Best Laptops ${range.name} in India`;
}

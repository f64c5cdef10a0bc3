import type { LaptopFilter } from '../catalogue/laptop-filter.schema';

/*
 * The site's fixed page lists (docs/product-rules.md §10), in one place for the web (its routes,
 * navigation and links) and the seo service (its sitemap and metadata). No schema lives here:
 * browser code imports these lists, and a module holding a zod schema would bring zod along.
 */

/** The knowledge hub's sections: the first segment of a guide path (/processors/amd-ryzen-5). */
export const GUIDE_SECTIONS = [
  'processors',
  'memory',
  'storage',
  'display',
  'use-cases',
  'brands',
  'technical',
] as const;
export type GuideSection = (typeof GUIDE_SECTIONS)[number];

/** The six SEO landing pages, at `/{seoSlug}`, cheapest first. */
export const BUDGET_PAGES = [
  { seoSlug: 'best-laptop-under-30000', label: 'Under ₹30,000' },
  { seoSlug: 'best-laptop-under-50000', label: 'Under ₹50,000' },
  { seoSlug: 'best-laptop-under-80000', label: 'Under ₹80,000' },
  { seoSlug: 'best-laptop-under-1-lakh', label: 'Under ₹1 Lakh' },
  { seoSlug: 'best-laptop-under-150000', label: 'Under ₹1.5 Lakh' },
  { seoSlug: 'best-laptop-under-200000', label: 'Under ₹2 Lakh' },
] as const satisfies readonly { seoSlug: string; label: string }[];
export type BudgetPage = (typeof BUDGET_PAGES)[number];

/** The six spec-sheet filter pages, at `/laptops/{slug}`, and the catalogue filter behind each. */
export const FILTER_PAGES = [
  { slug: 'amd-processor', label: 'AMD Processor', filterType: 'processor', filterValue: 'amd' },
  {
    slug: 'intel-processor',
    label: 'Intel Processor',
    filterType: 'processor',
    filterValue: 'intel',
  },
  { slug: '8gb-ram', label: '8GB RAM', filterType: 'ram', filterValue: '8gb' },
  { slug: '16gb-ram', label: '16GB RAM', filterType: 'ram', filterValue: '16gb' },
  { slug: 'ssd-storage', label: 'SSD Storage', filterType: 'storage', filterValue: 'ssd' },
  {
    slug: 'dedicated-graphics',
    label: 'Dedicated Graphics',
    filterType: 'graphics',
    filterValue: 'dedicated',
  },
] as const satisfies readonly (LaptopFilter & { slug: string; label: string })[];
export type FilterPage = (typeof FILTER_PAGES)[number];

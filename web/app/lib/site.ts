export const SITE_NAME = 'Best Laptops India';
export const AFFILIATE_DISCLOSURE = 'As an Amazon Associate, we earn from qualifying purchases.';
export const PRICE_NOTICE = 'Prices and availability are subject to change.';

/** The six SEO landing pages (docs/product-rules.md §10), cheapest first. */
export const BUDGET_PAGES = [
  { path: '/best-laptop-under-30000', seoSlug: 'best-laptop-under-30000', label: 'Under ₹30,000' },
  { path: '/best-laptop-under-50000', seoSlug: 'best-laptop-under-50000', label: 'Under ₹50,000' },
  { path: '/best-laptop-under-80000', seoSlug: 'best-laptop-under-80000', label: 'Under ₹80,000' },
  {
    path: '/best-laptop-under-1-lakh',
    seoSlug: 'best-laptop-under-1-lakh',
    label: 'Under ₹1 Lakh',
  },
  {
    path: '/best-laptop-under-150000',
    seoSlug: 'best-laptop-under-150000',
    label: 'Under ₹1.5 Lakh',
  },
  {
    path: '/best-laptop-under-200000',
    seoSlug: 'best-laptop-under-200000',
    label: 'Under ₹2 Lakh',
  },
] as const;

/** The six spec-sheet filter pages and the API filter behind each. */
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
] as const;
export type FilterPage = (typeof FILTER_PAGES)[number];

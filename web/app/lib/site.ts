import { BUDGET_PAGES as SITE_BUDGET_PAGES } from '@bli/contracts';

export const SITE_NAME = 'Best Laptops India';
export const AFFILIATE_DISCLOSURE = 'As an Amazon Associate, we earn from qualifying purchases.';
export const PRICE_NOTICE = 'Prices and availability are subject to change.';

/** The six SEO landing pages (docs/product-rules.md §10) with their paths, cheapest first. */
export const BUDGET_PAGES = SITE_BUDGET_PAGES.map((page) => ({
  ...page,
  path: `/${page.seoSlug}` as const,
}));

export { FILTER_PAGES, type FilterPage } from '@bli/contracts';

// Paths, labels and texts the product spec fixes (product-spec.md §2, NOTES.md). Written out here
// rather than imported from the app, so a wrong constant in the app fails a test.

export const AFFILIATE_DISCLOSURE = 'As an Amazon Associate, we earn from qualifying purchases.';

/** The six SEO landing pages, cheapest first, and the seo slug behind each. */
export const LANDING_PAGES = [
  { path: '/best-laptop-under-30000', seoSlug: 'best-laptop-under-30000' },
  { path: '/best-laptop-under-50000', seoSlug: 'best-laptop-under-50000' },
  { path: '/best-laptop-under-80000', seoSlug: 'best-laptop-under-80000' },
  { path: '/best-laptop-under-1-lakh', seoSlug: 'best-laptop-under-1-lakh' },
  { path: '/best-laptop-under-150000', seoSlug: 'best-laptop-under-150000' },
  { path: '/best-laptop-under-200000', seoSlug: 'best-laptop-under-200000' },
] as const;

/** The By Specs pages: nav label, path and the API filter behind each. */
export const FILTER_PAGES = [
  { label: 'AMD Processor', path: '/laptops/amd-processor', api: '/api/laptops/processor/amd' },
  {
    label: 'Intel Processor',
    path: '/laptops/intel-processor',
    api: '/api/laptops/processor/intel',
  },
  { label: '8GB RAM', path: '/laptops/8gb-ram', api: '/api/laptops/ram/8gb' },
  { label: '16GB RAM', path: '/laptops/16gb-ram', api: '/api/laptops/ram/16gb' },
  { label: 'SSD Storage', path: '/laptops/ssd-storage', api: '/api/laptops/storage/ssd' },
  {
    label: 'Dedicated Graphics',
    path: '/laptops/dedicated-graphics',
    api: '/api/laptops/graphics/dedicated',
  },
] as const;

/** Use Cases dropdown: blog guides for these audiences, in this order. */
export const USE_CASE_TOPICS = [
  /student/i,
  /gaming/i,
  /business/i,
  /programming/i,
  /content creation/i,
];

export const NOT_FOUND_TITLE = '404 Page Not Found';
export const NOT_FOUND_HINT = 'Did you forget to add the page to the router?';
export const RANGE_NOT_FOUND = 'Price Range Not Found';
export const RANGE_NOT_FOUND_TEXT = 'The requested price range could not be found.';
export const LAPTOP_NOT_FOUND = 'Laptop Not Found';
export const LAPTOP_NOT_FOUND_TEXT = 'The requested laptop could not be found.';
export const NO_LAPTOPS_TITLE = 'No Laptops Found';
export const NO_LAPTOPS_TEXT =
  "We're working on adding more laptops to this price range. Check back soon!";

/** The range page's worked example. */
export const RANGE_SLUG = 'under-50000';

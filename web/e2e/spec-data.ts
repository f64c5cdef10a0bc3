// Paths, labels and texts the product spec fixes (docs/product-rules.md §2, §10). Written out here
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

/** Blog (docs/product-rules.md §2, §9): the filter buttons in order — All, then the four API categories. */
export const BLOG_FILTERS = [
  { category: null, name: /^all\b/i },
  { category: 'buying-guide', name: /buying guide/i },
  { category: 'cpu-reviews', name: /cpu review/i },
  { category: 'comparisons', name: /comparison/i },
  { category: 'india-specific', name: /india/i },
] as const;
export const BLOG_FEATURED_LIMIT = 3;
export const BLOG_RELATED_LIMIT = 3;
export const POST_NOT_FOUND = 'Post Not Found';
/** The share button's message and how long it stays (docs/product-rules.md §9: 3 s). */
export const LINK_COPIED = /link copied/i;
export const SHARE_MESSAGE_MS = 3_000;

/** The author the footer and the bylines point at. */
export const AUTHOR_SLUG = 'rohit-sharma';

/** Use-case hub (docs/product-rules.md §2). */
export const USE_CASE_HUB_TITLE = 'Best Laptops by Use Case';
export const USE_CASE_COUNT = 10;
export const VIEW_RECOMMENDATIONS = 'View Recommendations';
export const USE_CASE_CHIP_LIMIT = 3;
export const USE_CASE_BENEFITS_TITLE = 'Why Choose Laptops by Use Case?';
export const USE_CASE_BENEFITS = [
  'Targeted Performance',
  'Better Value',
  'Professional Insights',
  'Future-Proof',
];
export const QUICK_SELECTION_TITLE = 'Quick Selection Guide';
export const QUICK_SELECTION_PATHS = [
  '/laptops/students',
  '/laptops/coding',
  '/laptops/teachers',
  '/laptops/work-from-home',
  '/laptops/travel',
  '/laptops/accounting',
];
/** §9: the travel weight limit; coding needs 16 GB (the use case's criteria). */
export const TRAVEL_MAX_WEIGHT_KG = 1.4;
export const CODING_MIN_RAM_GB = 16;

/** CPU comparison (docs/product-rules.md §2). */
export const CPU_SPEC_ROWS = [/brand/i, /cores/i, /base/i, /boost/i, /tdp/i, /architecture/i];
export const CHOOSE_AMD = 'Choose AMD Ryzen If';
export const CHOOSE_INTEL = 'Choose Intel Core If';

/** Knowledge hub (docs/product-rules.md §2, §9). */
export const KNOWLEDGE_HUB_TITLE = 'Laptop Knowledge Hub';
export const MONTHLY_SEARCHES = '95K+';
export const READ_GUIDE = 'Read Complete Guide';
export const GUIDE_KEYWORD_LIMIT = 3;
export const KNOWLEDGE_CATEGORIES = [
  'processors',
  'memory-storage',
  'display',
  'use-cases',
  'brands',
  'technical',
];
export const GUIDE_PATHS = [
  '/processors/amd-ryzen-5',
  '/processors/intel-core-i5',
  '/cpu-comparison',
  '/memory/16gb-ram-laptops',
  '/storage/ssd-vs-hdd',
  '/memory/dual-channel-ram',
  '/display/panel-types',
  '/display/color-accuracy',
  '/display/refresh-rate',
  '/use-cases/programming',
  '/use-cases/students',
  '/use-cases/business',
  '/brands/hp-laptops-india',
  '/brands/lenovo-laptops',
  '/brands/asus-laptops',
  '/technical/laptop-cooling',
  '/technical/battery-guide',
  '/technical/upgrade-guide',
];

/**
 * Where each of the seo routes is, one export each (imported as `SeoApi`): schema-free and
 * tree-shakable, so a browser bundle carries only the addresses it calls. A route's types are
 * found from its address (`RouteAt`).
 */
export const homepage = { method: 'GET', path: '/api/seo/homepage' } as const;
export const gamingLaptops = { method: 'GET', path: '/api/seo/gaming-laptops' } as const;
export const useCases = { method: 'GET', path: '/api/seo/use-cases' } as const;
export const cpuComparison = { method: 'GET', path: '/api/seo/cpu-comparison' } as const;
export const knowledgeHub = { method: 'GET', path: '/api/seo/knowledge-hub' } as const;
export const priceVerdicts = { method: 'GET', path: '/api/seo/price-verdicts' } as const;
export const blog = { method: 'GET', path: '/api/seo/blog' } as const;
export const priceRangeLanding = { method: 'GET', path: '/api/seo/price-range/{seoSlug}' } as const;
export const priceRange = { method: 'GET', path: '/api/seo/meta/price-range/{slug}' } as const;
export const author = { method: 'GET', path: '/api/seo/author/{slug}' } as const;
export const blogPost = { method: 'GET', path: '/api/seo/blog-post/{slug}' } as const;
export const laptop = { method: 'GET', path: '/api/seo/meta/laptop/{slug}' } as const;
export const category = { method: 'GET', path: '/api/seo/category/{slug}' } as const;
export const guide = { method: 'GET', path: '/api/seo/meta/guide/{section}/{slug}' } as const;
export const search = { method: 'GET', path: '/api/seo/search' } as const;
export const compare = { method: 'GET', path: '/api/seo/compare' } as const;
export const sitemap = { method: 'GET', path: '/api/seo/sitemap' } as const;
export const sitemapPages = { method: 'GET', path: '/api/seo/sitemap/pages' } as const;
export const sitemapLaptops = {
  method: 'GET',
  path: '/api/seo/sitemap/laptops/{part}',
} as const;

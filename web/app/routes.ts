import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { FILTER_PAGES } from './lib/site';

const FILTER_SLUGS = FILTER_PAGES.map((page) => page.slug);

export default [
  index('routes/home.tsx'),
  route('price-range/:slug', 'routes/price-range.tsx'),
  // The six SEO landing pages share one module; each path is its own route id (docs/product-rules.md §10).
  ...[
    'best-laptop-under-30000',
    'best-laptop-under-50000',
    'best-laptop-under-80000',
    'best-laptop-under-1-lakh',
    'best-laptop-under-150000',
    'best-laptop-under-200000',
  ].map((seoSlug) => route(seoSlug, 'routes/seo-landing.tsx', { id: `seo-${seoSlug}` })),
  route('gaming-laptops', 'routes/gaming-laptops.tsx'),
  // The six filter pages before the use-case lists that share /laptops/{slug} (docs/product-rules.md §10).
  ...FILTER_SLUGS.map((slug) =>
    route(`laptops/${slug}`, 'routes/laptops-filter.tsx', { id: `filter-${slug}` }),
  ),
  route('laptops/:category', 'routes/laptops-category.tsx'),
  route('laptop/:slug', 'routes/laptop-detail.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('author/:slug', 'routes/author.tsx'),
  route('use-cases', 'routes/use-cases.tsx'),
  route('cpu-comparison', 'routes/cpu-comparison.tsx'),
  route('knowledge-hub', 'routes/knowledge-hub.tsx'),
  // Knowledge-hub guide pages: /{section}/{slug} for each guide section of the contract.
  ...['processors', 'memory', 'storage', 'display', 'use-cases', 'brands', 'technical'].map(
    (section) => route(`${section}/:slug`, 'routes/guide.tsx', { id: `guide-${section}` }),
  ),
  // Crawler files, answered by the web from the seo service's data (docs/architecture.md).
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('search', 'routes/search.tsx'),
  route('compare', 'routes/compare.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

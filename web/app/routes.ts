import { index, route, type RouteConfig } from '@react-router/dev/routes';
// React Router reads this file through a bare Vite (no tsconfig paths, and @bli/contracts'
// package entry is its CommonJS build), so the contracts' page lists come in by file.
// eslint-disable-next-line @nx/enforce-module-boundaries
import {
  BUDGET_PAGES,
  FILTER_PAGES,
  GUIDE_SECTIONS,
} from '../../libs/contracts/src/site/site-pages';

export default [
  index('routes/home.tsx'),
  route('price-range/:slug', 'routes/price-range.tsx'),
  // The six SEO landing pages share one module; each path is its own route id (docs/product-rules.md §10).
  ...BUDGET_PAGES.map(({ seoSlug }) =>
    route(seoSlug, 'routes/seo-landing.tsx', { id: `seo-${seoSlug}` }),
  ),
  route('gaming-laptops', 'routes/gaming-laptops.tsx'),
  // The six filter pages before the use-case lists that share /laptops/{slug} (docs/product-rules.md §10).
  ...FILTER_PAGES.map(({ slug }) =>
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
  // How the laptop pages' price verdicts are decided (docs/deal-verdicts.md).
  route('price-verdicts', 'routes/price-verdicts.tsx'),
  // Knowledge-hub guide pages: /{section}/{slug} for each guide section of the contract.
  ...GUIDE_SECTIONS.map((section) =>
    route(`${section}/:slug`, 'routes/guide.tsx', { id: `guide-${section}` }),
  ),
  // Crawler files, answered by the web from the seo service's data (docs/architecture.md).
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('sitemaps/:file', 'routes/sitemaps-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  // An operator's preview of a post (admin host only, behind the session: docs/editorial.md).
  route('preview/posts/:id', 'routes/post-preview.tsx'),
  route('search', 'routes/search.tsx'),
  route('compare', 'routes/compare.tsx'),
  // The price alerts' pages our mails link to: private, noindex, never cached (docs/alerts.md).
  route('alerts/confirm', 'routes/alerts-confirm.tsx'),
  route('alerts/manage', 'routes/alerts-manage.tsx'),
  route('alerts/unsubscribe', 'routes/alerts-unsubscribe.tsx'),
  route('alerts/new', 'routes/alerts-new.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

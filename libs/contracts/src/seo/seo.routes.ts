import { LAPTOP_SITEMAP_PART_SIZE } from '../catalogue/laptop-sitemap.schema';
import { defineRoutes } from '../common/route';
import * as at from './seo.addresses';
import { pageMetaSchema, sitemapIndexSchema, sitemapSchema } from './page-meta.schema';
import { SeoPatterns as P } from './seo.patterns';

/** Metadata of a page with no parameters: metaTags, title, description. */
const pageMeta = (what: string) =>
  ({
    summary: `Metadata of ${what}: metaTags, title, description`,
    tag: 'SEO',
    response: pageMetaSchema,
    errors: [503],
  }) as const;

const slugDescription = { slug: 'slug of the page' };

/** The seo service's HTTP routes: each page kind's metadata, and the sitemap's list. */
export const SeoRoutes = defineRoutes(at, ['catalogue', 'content'], {
  homepage: pageMeta('the home page'),
  gamingLaptops: pageMeta('the gaming laptops page'),
  useCases: pageMeta('the use-case hub'),
  cpuComparison: pageMeta('the processor comparison page'),
  knowledgeHub: pageMeta('the knowledge hub'),
  priceVerdicts: pageMeta('the price verdicts methodology page'),
  blog: {
    summary: 'Metadata of the blog list, or of one category of it',
    tag: 'SEO',
    request: P.blog.request,
    describe: { category: 'blog category' },
    response: pageMetaSchema,
    errors: [400, 503],
  },
  priceRangeLanding: {
    summary: 'Metadata of an SEO landing page by its seo slug (best-laptop-under-{amount})',
    tag: 'SEO',
    request: P.priceRangeLanding.request,
    describe: { seoSlug: 'seo slug of the range' },
    response: pageMetaSchema,
    errors: [400, 404, 503],
  },
  priceRange: {
    summary: 'Metadata of a price range page (/price-range/{slug})',
    tag: 'SEO',
    request: P.priceRange.request,
    describe: slugDescription,
    response: pageMetaSchema,
    errors: [400, 404, 503],
  },
  author: {
    summary: 'Metadata of an author page',
    tag: 'SEO',
    request: P.author.request,
    describe: slugDescription,
    response: pageMetaSchema,
    errors: [400, 404, 503],
  },
  blogPost: {
    summary: 'Metadata of a blog post',
    tag: 'SEO',
    request: P.blogPost.request,
    describe: slugDescription,
    response: pageMetaSchema,
    errors: [400, 404, 503],
  },
  laptop: {
    summary: 'Metadata of a laptop page',
    tag: 'SEO',
    request: P.laptop.request,
    describe: slugDescription,
    response: pageMetaSchema,
    errors: [400, 404, 503],
  },
  category: {
    summary: 'Metadata of a /laptops/{slug} page: a spec-sheet filter or a use case',
    tag: 'SEO',
    request: P.category.request,
    describe: slugDescription,
    response: pageMetaSchema,
    errors: [400, 404, 503],
  },
  guide: {
    summary: 'Metadata of a knowledge-hub guide page (/{section}/{slug})',
    tag: 'SEO',
    request: P.guide.request,
    describe: {
      section: 'first path segment of the guide',
      slug: 'last path segment of the guide',
    },
    response: pageMetaSchema,
    errors: [400, 404, 503],
  },
  search: {
    summary: 'Metadata of the search page, or of the results page of some words',
    tag: 'SEO',
    request: P.search.request,
    describe: { q: 'the words searched' },
    response: pageMetaSchema,
    errors: [400, 503],
  },
  compare: {
    summary: 'Metadata of a comparison, named after the laptops it shows',
    tag: 'SEO',
    request: P.compare.request,
    describe: { laptops: 'comma-separated laptop slugs' },
    response: pageMetaSchema,
    errors: [400, 503],
  },
  sitemap: {
    summary:
      "The sitemap index (what /sitemap.xml lists): the pages' sitemap and each part of the laptops' sitemap, with their last change",
    tag: 'SEO',
    response: sitemapIndexSchema,
    errors: [503],
  },
  sitemapPages: {
    summary: "Every public page path but the laptops' pages, with its last change",
    tag: 'SEO',
    response: sitemapSchema,
    errors: [503],
  },
  sitemapLaptops: {
    summary: `One part of the laptops' pages (ids (part − 1) × ${LAPTOP_SITEMAP_PART_SIZE} + 1 to part × ${LAPTOP_SITEMAP_PART_SIZE}), with their last change; 404 for a part without laptops`,
    tag: 'SEO',
    request: P.sitemapLaptops.request,
    describe: { part: 'part number, from 1' },
    response: sitemapSchema,
    errors: [400, 404, 503],
  },
});

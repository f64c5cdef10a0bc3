import {
  authorSchema,
  BLOG_CATEGORIES,
  blogPostSchema,
  blogPostSummaryListSchema,
  GUIDE_SECTIONS,
  knowledgeCategoryListSchema,
  knowledgeGuideSchema,
  processorComparisonListSchema,
  useCaseListSchema,
  useCaseSchema,
  createPriceRangeSchema,
  dealListSchema,
  GAMING_TIERS,
  laptopListSchema,
  laptopSchema,
  LAPTOP_FILTERS,
  priceHistorySchema,
  priceRangeListSchema,
  priceRangeSchema,
} from '@bli/contracts';
import { z } from 'zod';

export interface ApiParam {
  name: string;
  /** Path parameter unless said otherwise. */
  in?: 'path' | 'query';
  description: string;
  schema: z.ZodType;
}

/** One public operation of the REST contract, as OpenAPI shows it. */
export interface ApiRoute {
  method: 'get' | 'post';
  path: string;
  summary: string;
  tag: string;
  params?: ApiParam[];
  body?: z.ZodType;
  response: z.ZodType;
  status?: number;
  errors: number[];
}

const slug = (description: string): ApiParam => ({
  name: 'slug',
  description,
  schema: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
});

export const apiRoutes: readonly ApiRoute[] = [
  {
    method: 'get',
    path: '/api/price-ranges',
    summary: 'Active price ranges, cheapest first, each with its active laptop count',
    tag: 'Price ranges',
    response: priceRangeListSchema,
    errors: [503],
  },
  {
    method: 'get',
    path: '/api/price-ranges/seo/{slug}',
    summary: 'The price range behind an SEO landing page (e.g. best-laptop-under-30000)',
    tag: 'Price ranges',
    params: [slug('seo slug of the range')],
    response: priceRangeSchema,
    errors: [400, 404, 503],
  },
  {
    method: 'get',
    path: '/api/price-ranges/{slug}',
    summary: 'One price range by slug',
    tag: 'Price ranges',
    params: [slug('slug of the range')],
    response: priceRangeSchema,
    errors: [400, 404, 503],
  },
  {
    method: 'post',
    path: '/api/price-ranges',
    summary: 'Add a price range',
    tag: 'Price ranges',
    body: createPriceRangeSchema,
    response: priceRangeSchema,
    status: 201,
    errors: [400, 409, 503],
  },
  {
    method: 'get',
    path: '/api/laptops',
    summary: 'All active laptops in rank order',
    tag: 'Laptops',
    response: laptopListSchema,
    errors: [503],
  },
  {
    method: 'get',
    path: '/api/laptops/featured',
    summary: 'Featured laptops in rank order',
    tag: 'Laptops',
    response: laptopListSchema,
    errors: [503],
  },
  {
    method: 'get',
    path: '/api/laptops/matching',
    summary: "Active laptops meeting a use case's requirements, ranked",
    tag: 'Laptops',
    params: [
      {
        name: 'minPrice',
        in: 'query',
        description: 'lowest price, rupees',
        schema: z.number().int().nonnegative(),
      },
      {
        name: 'maxPrice',
        in: 'query',
        description: 'highest price, rupees (required)',
        schema: z.number().int().positive(),
      },
      {
        name: 'minRamGb',
        in: 'query',
        description: 'least RAM in GB',
        schema: z.number().int().positive(),
      },
      {
        name: 'maxWeightKg',
        in: 'query',
        description: 'heaviest weight in kg',
        schema: z.number().positive(),
      },
      {
        name: 'requiresSsd',
        in: 'query',
        description: 'SSD storage only',
        schema: z.enum(['true', 'false']),
      },
      {
        name: 'requiresDedicatedGraphics',
        in: 'query',
        description: 'dedicated GPU only',
        schema: z.enum(['true', 'false']),
      },
      {
        name: 'minBatteryHours',
        in: 'query',
        description: 'least rated battery life in hours',
        schema: z.number().positive(),
      },
    ],
    response: laptopListSchema,
    errors: [400, 503],
  },
  {
    method: 'get',
    path: '/api/laptops/gaming',
    summary: 'Gaming laptops',
    tag: 'Gaming',
    response: laptopListSchema,
    errors: [503],
  },
  {
    method: 'get',
    path: '/api/laptops/gaming/tier/{tier}',
    summary: 'Gaming laptops of one tier (Entry 5–6, Mid-range 7–8, High-end 9–10)',
    tag: 'Gaming',
    params: [{ name: 'tier', description: 'gaming tier', schema: z.enum(GAMING_TIERS) }],
    response: laptopListSchema,
    errors: [400, 503],
  },
  {
    method: 'get',
    path: '/api/laptops/gaming/performance/{min}',
    summary: 'Gaming laptops rated at least {min} out of 10',
    tag: 'Gaming',
    params: [
      {
        name: 'min',
        description: 'lowest performance rating, 1–10',
        schema: z.number().int().min(1).max(10),
      },
    ],
    response: laptopListSchema,
    errors: [400, 503],
  },
  {
    method: 'get',
    path: '/api/laptops/price-range/{rangeId}',
    summary: 'Laptops of a price range, ranked by the spec §9 score',
    tag: 'Laptops',
    params: [
      { name: 'rangeId', description: 'price range id', schema: z.number().int().positive() },
    ],
    response: laptopListSchema,
    errors: [400, 404, 503],
  },
  {
    method: 'get',
    path: '/api/laptops/slug/{slug}',
    summary: 'One laptop',
    tag: 'Laptops',
    params: [slug('slug of the laptop')],
    response: laptopSchema,
    errors: [400, 404, 503],
  },
  {
    method: 'get',
    path: '/api/laptops/slug/{slug}/price-history',
    summary: 'Last 90 days of prices, the lowest price ever seen and the 90-day median',
    tag: 'Laptops',
    params: [slug('slug of the laptop')],
    response: priceHistorySchema,
    errors: [400, 404, 503],
  },
  {
    method: 'get',
    path: '/api/laptops/{filterType}/{filterValue}',
    summary:
      'Laptops matching a spec-sheet filter (processor amd|intel, ram 8gb|16gb, storage ssd, graphics dedicated)',
    tag: 'Laptops',
    params: [
      {
        name: 'filterType',
        description: 'what to filter on',
        schema: z.enum(Object.keys(LAPTOP_FILTERS) as [string, ...string[]]),
      },
      { name: 'filterValue', description: 'value for the filter type', schema: z.string() },
    ],
    response: laptopListSchema,
    errors: [400, 503],
  },
  {
    method: 'get',
    path: '/api/admin/laptops',
    summary: 'Every laptop, active or not, for operators',
    tag: 'Admin',
    response: laptopListSchema,
    errors: [503],
  },
  {
    method: 'get',
    path: '/api/deals',
    summary: 'Live deals, soonest-ending first',
    tag: 'Deals',
    response: dealListSchema,
    errors: [503],
  },

  {
    method: 'get',
    path: '/api/blog',
    summary: 'Blog posts, newest first; filter by category or featured',
    tag: 'Content',
    params: [
      {
        name: 'category',
        in: 'query',
        description: 'blog category',
        schema: z.enum(BLOG_CATEGORIES),
      },
      {
        name: 'featured',
        in: 'query',
        description: 'only featured posts',
        schema: z.enum(['true', 'false']),
      },
    ],
    response: blogPostSummaryListSchema,
    errors: [400, 503],
  },
  {
    method: 'get',
    path: '/api/blog/{slug}',
    summary: 'One blog post with sanitised HTML and up to 3 related posts',
    tag: 'Content',
    params: [slug('slug of the post')],
    response: blogPostSchema,
    errors: [400, 404, 503],
  },
  {
    method: 'get',
    path: '/api/authors/{slug}',
    summary: 'An author: bio, expertise, stats, methodology, featured guides',
    tag: 'Content',
    params: [slug('slug of the author')],
    response: authorSchema,
    errors: [400, 404, 503],
  },
  {
    method: 'get',
    path: '/api/use-cases',
    summary: 'The ten use cases, in hub order',
    tag: 'Content',
    response: useCaseListSchema,
    errors: [503],
  },
  {
    method: 'get',
    path: '/api/use-cases/{slug}',
    summary: 'One use case with the criteria its laptops must meet',
    tag: 'Content',
    params: [slug('slug of the use case')],
    response: useCaseSchema,
    errors: [400, 404, 503],
  },
  {
    method: 'get',
    path: '/api/knowledge-hub',
    summary: 'Knowledge hub categories with their guides',
    tag: 'Content',
    response: knowledgeCategoryListSchema,
    errors: [503],
  },
  {
    method: 'get',
    path: '/api/guides/{section}/{slug}',
    summary: 'One knowledge guide with its article (e.g. processors/amd-ryzen-5)',
    tag: 'Content',
    params: [
      {
        name: 'section',
        description: 'first path segment of the guide',
        schema: z.enum(GUIDE_SECTIONS),
      },
      slug('last path segment of the guide'),
    ],
    response: knowledgeGuideSchema,
    errors: [400, 404, 503],
  },
  {
    method: 'get',
    path: '/api/processor-comparisons',
    summary: 'Head-to-head processor comparisons',
    tag: 'Content',
    response: processorComparisonListSchema,
    errors: [503],
  },
];

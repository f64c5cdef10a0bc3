import {
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
];

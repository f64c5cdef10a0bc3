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
  catalogueStatsSchema,
  createPriceRangeSchema,
  patchPriceRangeSchema,
  replacePriceRangeSchema,
  manualPriceSchema,
  systemStatusSchema,
  syncRunListSchema,
  compareResultSchema,
  dealListSchema,
  PROCESSOR_BRANDS,
  searchRequestSchema,
  searchResultSchema,
  slugSchema,
  searchSuggestionListSchema,
  GAMING_TIERS,
  laptopListSchema,
  laptopSchema,
  LAPTOP_FILTERS,
  priceHistorySchema,
  priceRangeListSchema,
  priceRangeSchema,
  affiliateUrlRequestSchema,
  affiliateUrlSchema,
  asinSchema,
  clickSourceSchema,
  sitePathSchema,
  clickStatsSchema,
  pageMetaSchema,
  sitemapSchema,
  keepaSearchResultSchema,
  keepaSyncRequestSchema,
  keepaSyncResultSchema,
  keepaTokenStatusSchema,
  priceRangeSyncRequestSchema,
  priceRangeSyncResultSchema,
  adminSessionSchema,
  loginRequestSchema,
} from '@bli/contracts';
import { z } from 'zod';

export interface ApiParam {
  name: string;
  /** Path parameter unless said otherwise. */
  in?: 'path' | 'query';
  /** Path parameters always are; query parameters when said so. */
  required?: boolean;
  description: string;
  schema: z.ZodType;
}

/** One public operation of the REST contract, as OpenAPI shows it. */
export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'patch';
  path: string;
  summary: string;
  tag: string;
  params?: ApiParam[];
  body?: z.ZodType;
  response: z.ZodType;
  status?: number;
  /** A redirect: the success response is this status with a Location header, no body. */
  redirect?: string;
  errors: number[];
  /** A list call: `page` and `pageSize` in the query, `X-Total-Count` and `Link` in the answer. */
  paged?: true;
  /**
   * A 429 of the route's own, besides the gateway's rate limit (every GET and the affiliate
   * call; see openapi.document.ts): why, and whether it says when to come back (Retry-After).
   */
  tooManyRequests?: { reason: string; retryAfter: boolean };
  /**
   * Operators only (`@AdminOnly()` on the route): documented with the session cookie, 401
   * without a session and, on state-changing methods, 403 without the CSRF token.
   */
  admin?: true;
}

const slug = (description: string): ApiParam => ({ name: 'slug', description, schema: slugSchema });

/** `/api/search`'s parameters as its validation reads them (bounds included). */
const searchParam = searchRequestSchema.shape;

export const apiRoutes: readonly ApiRoute[] = [
  {
    method: 'post',
    path: '/api/auth/login',
    summary:
      'Operator sign-in: sets the session cookie (HttpOnly, SameSite=Strict; __Host-bli_admin and Secure in production) and answers the CSRF token for x-csrf-token; same-origin Origin required; the 6th failure within 15 minutes per account or address is a 429 with Retry-After',
    tag: 'Auth',
    body: loginRequestSchema,
    response: adminSessionSchema,
    errors: [400, 401, 403],
    tooManyRequests: {
      reason: 'the 6th failed login within 15 minutes for this account or address',
      retryAfter: true,
    },
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    summary: 'Ends the session on the server and clears its cookie (204)',
    tag: 'Auth',
    response: z.null(),
    status: 204,
    errors: [],
    admin: true,
  },
  {
    method: 'get',
    path: '/api/auth/me',
    summary: 'The signed-in operator and the session CSRF token (401 without a live session)',
    tag: 'Auth',
    response: adminSessionSchema,
    errors: [],
    admin: true,
  },
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
    admin: true,
  },
  {
    method: 'get',
    path: '/api/laptops',
    summary: 'All active laptops in rank order',
    tag: 'Laptops',
    response: laptopListSchema,
    errors: [400, 503],
    paged: true,
  },
  {
    method: 'get',
    path: '/api/laptops/featured',
    summary: 'Featured laptops in rank order',
    tag: 'Laptops',
    response: laptopListSchema,
    errors: [400, 503],
    paged: true,
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
    paged: true,
  },
  {
    method: 'get',
    path: '/api/laptops/gaming',
    summary: 'Gaming laptops',
    tag: 'Gaming',
    response: laptopListSchema,
    errors: [400, 503],
    paged: true,
  },
  {
    method: 'get',
    path: '/api/laptops/gaming/tier/{tier}',
    summary: 'Gaming laptops of one tier (Entry 5–6, Mid-range 7–8, High-end 9–10)',
    tag: 'Gaming',
    params: [{ name: 'tier', description: 'gaming tier', schema: z.enum(GAMING_TIERS) }],
    response: laptopListSchema,
    errors: [400, 503],
    paged: true,
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
    paged: true,
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
    paged: true,
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
    paged: true,
  },
  {
    method: 'get',
    path: '/api/admin/laptops',
    summary: 'Every laptop, active or not, for operators',
    tag: 'Admin',
    response: laptopListSchema,
    errors: [400, 503],
    paged: true,
    admin: true,
  },
  {
    method: 'put',
    path: '/api/admin/laptops/{asin}/price',
    summary:
      'Record an operator\'s price (whole rupees) as of now: source "admin", a price history point, the laptop\'s lastUpdated; answers the laptop',
    tag: 'Admin',
    params: [
      {
        name: 'asin',
        description: 'Amazon product id of a catalogue laptop',
        schema: asinSchema,
      },
    ],
    body: manualPriceSchema,
    response: laptopSchema,
    errors: [400, 404, 503],
    admin: true,
  },
  {
    method: 'get',
    path: '/api/admin/status',
    summary:
      'System Status: the gateway and every service asked at once (500 ms each); online only when all are ready, otherwise each down one says why',
    tag: 'Admin',
    response: systemStatusSchema,
    errors: [],
    admin: true,
  },
  {
    method: 'get',
    path: '/api/admin/stats',
    summary:
      "The dashboard's stat cards: laptops (total, active, featured), active price ranges, live deals, average current price",
    tag: 'Admin',
    response: catalogueStatsSchema,
    errors: [503],
    admin: true,
  },
  {
    method: 'get',
    path: '/api/admin/sync/runs',
    summary: 'The newest sync runs first, with their counts and first errors',
    tag: 'Admin',
    params: [
      {
        name: 'limit',
        in: 'query',
        description: 'how many runs (1–100, default 20)',
        schema: z.number().int().min(1).max(100),
      },
    ],
    response: syncRunListSchema,
    errors: [400, 503],
    admin: true,
  },
  {
    method: 'get',
    path: '/api/admin/price-ranges',
    summary: 'Every price range, active or not, cheapest first, each with its active laptop count',
    tag: 'Admin',
    response: priceRangeListSchema,
    errors: [503],
    admin: true,
  },
  ...(
    [
      [
        'put',
        replacePriceRangeSchema,
        'Replace the editable fields of a price range (seo texts left out are cleared)',
      ],
      ['patch', patchPriceRangeSchema, 'Change some fields of a price range'],
    ] as const
  ).map(([method, body, summary]): ApiRoute => ({
    method,
    path: '/api/price-ranges/{id}',
    summary: `${summary}; minPrice ≤ maxPrice, 409 on a slug another range has`,
    tag: 'Price ranges',
    params: [{ name: 'id', description: 'price range id', schema: z.number().int().positive() }],
    body,
    response: priceRangeSchema,
    errors: [400, 404, 409, 503],
    admin: true,
  })),
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
    path: '/api/search',
    summary:
      'Search laptops in the words shoppers use ("gaming laptop under 80k", "1.5 lakh", "i5 16gb ssd", model codes); filters, facet counts, sorting, nearby budgets when nothing matches',
    tag: 'Search',
    params: [
      {
        name: 'q',
        in: 'query',
        description: 'what the shopper typed',
        schema: searchParam.q,
      },
      {
        name: 'brand',
        in: 'query',
        description: 'brand(s), repeated or comma-separated; wins over a brand in q',
        schema: searchParam.brand,
      },
      {
        name: 'processor',
        in: 'query',
        description: 'processor brand',
        schema: z.enum(PROCESSOR_BRANDS),
      },
      {
        name: 'ram',
        in: 'query',
        description: 'at least this many GB of RAM',
        schema: searchParam.ram,
      },
      { name: 'storage', in: 'query', description: 'storage type', schema: z.enum(['SSD', 'HDD']) },
      {
        name: 'graphics',
        in: 'query',
        description: 'graphics kind',
        schema: searchParam.graphics,
      },
      {
        name: 'gaming',
        in: 'query',
        description: 'gaming laptops only',
        schema: searchParam.gaming,
      },
      {
        name: 'tier',
        in: 'query',
        description: 'gaming tier',
        schema: z.enum(GAMING_TIERS),
      },
      {
        name: 'minPrice',
        in: 'query',
        description: 'lowest price, rupees (not above maxPrice)',
        schema: searchParam.minPrice,
      },
      {
        name: 'maxPrice',
        in: 'query',
        description: 'highest price, rupees',
        required: false,
        schema: searchParam.maxPrice,
      },
      {
        name: 'maxWeightKg',
        in: 'query',
        description: 'heaviest, kg',
        schema: searchParam.maxWeightKg,
      },
      {
        name: 'sort',
        in: 'query',
        description: 'order (default relevance)',
        schema: searchParam.sort,
      },
      { name: 'page', in: 'query', description: 'page number from 1', schema: searchParam.page },
      {
        name: 'pageSize',
        in: 'query',
        description: 'results a page (1–48)',
        schema: searchParam.pageSize,
      },
    ],
    response: searchResultSchema,
    errors: [400, 503],
  },
  {
    method: 'get',
    path: '/api/search/suggest',
    summary: 'What the search box offers while typing: matching laptops, then whole searches',
    tag: 'Search',
    params: [
      {
        name: 'q',
        in: 'query',
        required: true,
        description: 'what is typed so far',
        schema: z.string().min(1).max(100),
      },
    ],
    response: searchSuggestionListSchema,
    errors: [400, 503],
  },
  {
    method: 'get',
    path: '/api/compare',
    summary:
      'Laptops side by side from comma-separated slugs: unknown and repeated slugs are dropped and listed, at most four are kept',
    tag: 'Search',
    params: [
      {
        name: 'laptops',
        in: 'query',
        required: true,
        description: 'comma-separated laptop slugs, in the order to show',
        schema: z.string(),
      },
    ],
    response: compareResultSchema,
    errors: [400, 503],
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

  ...(
    [
      ['homepage', 'the home page'],
      ['gaming-laptops', 'the gaming laptops page'],
      ['use-cases', 'the use-case hub'],
      ['cpu-comparison', 'the processor comparison page'],
      ['knowledge-hub', 'the knowledge hub'],
    ] as const
  ).map(([page, what]): ApiRoute => ({
    method: 'get',
    path: `/api/seo/${page}`,
    summary: `Metadata of ${what}: metaTags, title, description`,
    tag: 'SEO',
    response: pageMetaSchema,
    errors: [503],
  })),
  {
    method: 'get',
    path: '/api/seo/blog',
    summary: 'Metadata of the blog list, or of one category of it',
    tag: 'SEO',
    params: [
      {
        name: 'category',
        in: 'query',
        description: 'blog category',
        schema: z.enum(BLOG_CATEGORIES),
      },
    ],
    response: pageMetaSchema,
    errors: [400, 503],
  },
  ...(
    [
      ['price-range/{slug}', 'an SEO landing page by its seo slug (best-laptop-under-{amount})'],
      ['meta/price-range/{slug}', 'a price range page (/price-range/{slug})'],
      ['author/{slug}', 'an author page'],
      ['blog-post/{slug}', 'a blog post'],
      ['meta/laptop/{slug}', 'a laptop page'],
      ['category/{slug}', 'a /laptops/{slug} page: a spec-sheet filter or a use case'],
    ] as const
  ).map(([page, what]): ApiRoute => ({
    method: 'get',
    path: `/api/seo/${page}`,
    summary: `Metadata of ${what}`,
    tag: 'SEO',
    params: [slug('slug of the page')],
    response: pageMetaSchema,
    errors: [400, 404, 503],
  })),
  {
    method: 'get',
    path: '/api/seo/meta/guide/{section}/{slug}',
    summary: 'Metadata of a knowledge-hub guide page (/{section}/{slug})',
    tag: 'SEO',
    params: [
      {
        name: 'section',
        description: 'first path segment of the guide',
        schema: z.enum(GUIDE_SECTIONS),
      },
      slug('last path segment of the guide'),
    ],
    response: pageMetaSchema,
    errors: [400, 404, 503],
  },
  {
    method: 'get',
    path: '/api/seo/search',
    summary: 'Metadata of the search page, or of the results page of some words',
    tag: 'SEO',
    params: [
      {
        name: 'q',
        in: 'query',
        description: 'the words searched',
        schema: z.string().max(200),
      },
    ],
    response: pageMetaSchema,
    errors: [400, 503],
  },
  {
    method: 'get',
    path: '/api/seo/compare',
    summary: 'Metadata of a comparison, named after the laptops it shows',
    tag: 'SEO',
    params: [
      {
        name: 'laptops',
        in: 'query',
        description: 'comma-separated laptop slugs',
        schema: z.string(),
      },
    ],
    response: pageMetaSchema,
    errors: [400, 503],
  },
  {
    method: 'get',
    path: '/api/seo/sitemap',
    summary: 'Every public page path with its last change (what /sitemap.xml lists)',
    tag: 'SEO',
    response: sitemapSchema,
    errors: [503],
  },
  {
    method: 'post',
    path: '/api/affiliate/url',
    summary:
      'The tagged amazon.in link of a catalogue laptop (always https://www.amazon.in/dp/{asin}?tag=…); logs the click',
    tag: 'Affiliate',
    body: affiliateUrlRequestSchema,
    response: affiliateUrlSchema,
    errors: [400, 404, 503],
  },
  {
    method: 'get',
    path: '/api/affiliate/go/{asin}',
    summary:
      'Click-logging hop for links that work without JavaScript: a plain 302 to the tagged amazon.in link',
    tag: 'Affiliate',
    params: [
      {
        name: 'asin',
        description: 'Amazon product id of a catalogue laptop',
        schema: asinSchema,
      },
      {
        name: 'source',
        in: 'query',
        description:
          'where on the site the link was: lowercase letters, digits and single hyphens, at most 60 characters (default "link")',
        schema: clickSourceSchema,
      },
      {
        name: 'page',
        in: 'query',
        description:
          'path of the page the link was on, on this site: starts with one "/", at most 300 characters of letters, digits and . _ ~ / -',
        schema: sitePathSchema,
      },
    ],
    response: z.null(),
    status: 302,
    redirect: 'Redirect to https://www.amazon.in/dp/{asin}?tag=…',
    errors: [400, 404, 503],
  },
  {
    method: 'get',
    path: '/api/admin/affiliate/clicks',
    summary: 'Buy clicks of the last {days} days (India time): per day and per laptop',
    tag: 'Admin',
    params: [
      {
        name: 'days',
        in: 'query',
        description: 'days to count, today included (1–366, default 30)',
        schema: z.number().int().min(1).max(366),
      },
    ],
    response: clickStatsSchema,
    errors: [400, 503],
    admin: true,
  },

  {
    method: 'post',
    path: '/api/laptops/sync',
    summary:
      'Refresh the prices of a price range from the Amazon API (useKeepa false) or Keepa; waits up to waitMs (20 s) for the run, then reports it still running',
    tag: 'Sync',
    body: priceRangeSyncRequestSchema,
    response: priceRangeSyncResultSchema,
    errors: [400, 404, 503],
    admin: true,
  },
  {
    method: 'get',
    path: '/api/keepa/tokens',
    summary: 'Keepa token balance and minutes until the next refill (free call)',
    tag: 'Sync',
    response: keepaTokenStatusSchema,
    errors: [503],
    admin: true,
  },
  {
    method: 'get',
    path: '/api/keepa/search',
    summary: "Keepa's product finder: asins whose current price is in the range (costs 11 tokens)",
    tag: 'Sync',
    params: [
      {
        name: 'priceMin',
        in: 'query',
        required: true,
        description: 'lowest current price, whole rupees',
        schema: z.number().int().nonnegative(),
      },
      {
        name: 'priceMax',
        in: 'query',
        required: true,
        description: 'highest current price, whole rupees',
        schema: z.number().int().nonnegative(),
      },
    ],
    response: keepaSearchResultSchema,
    errors: [400, 503],
    tooManyRequests: {
      reason: "Keepa's tokens are used up (the message says when enough are back)",
      retryAfter: false,
    },
    admin: true,
  },
  {
    method: 'post',
    path: '/api/keepa/sync',
    summary:
      'Refresh the given asins (or, without asins, every active laptop) from Keepa; 400 "No laptops to sync" when there are none',
    tag: 'Sync',
    body: keepaSyncRequestSchema,
    response: keepaSyncResultSchema,
    errors: [400, 503],
    admin: true,
  },
];

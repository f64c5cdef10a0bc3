import { z } from 'zod';
import { laptopListRequestSchema, laptopListRequestShape } from './laptop-list.schema';
import { asinSchema, idSchema } from '../common/primitives.schema';
import { defineRoutes } from '../common/route';
import * as at from './catalogue.addresses';
import { catalogueStatsSchema } from './catalogue-stats.schema';
import {
  CataloguePatterns as P,
  performanceParamSchema,
  tierParamSchema,
} from './catalogue.patterns';
import { compareResultSchema } from './compare.schema';
import {
  adminDealListSchema,
  adminDealSchema,
  adminDealsQuerySchema,
  dealAuditEntryListSchema,
  dealChangesSchema,
  dealCreateSchema,
  dealListSchema,
} from './deal.schema';
import { laptopBundleSchema } from './laptop-bundle.schema';
import { laptopDetailSchema, laptopListSchema, laptopSchema } from './laptop.schema';
import { laptopsBySlugsRequestSchema, MAX_LAPTOPS_BY_SLUGS } from './laptops-by-slugs.schema';
import {
  homeSummarySchema,
  LAPTOPS_PER_PROCESSOR,
  laptopsByProcessorsRequestSchema,
  laptopsByProcessorsSchema,
  MAX_PROCESSORS_AT_ONCE,
} from './list-facts.schema';
import {
  adminLaptopListSchema,
  adminLaptopSchema,
  adminLaptopsQuerySchema,
  attentionListSchema,
  auditEntryListSchema,
  laptopChangesSchema,
  MIN_REVIEW_LENGTH,
} from './laptop-editor.schema';
import { manualPriceSchema } from './manual-price.schema';
import { priceHistorySchema } from './price-history.schema';
import { BUNDLE_SIMILAR_PAGE_SIZE } from './similar-laptops';
import {
  createPriceRangeSchema,
  patchPriceRangeSchema,
  priceRangeListSchema,
  priceRangeSchema,
  replacePriceRangeSchema,
} from './price-range.schema';
import { searchResultSchema, searchSuggestionListSchema } from './search.schema';

const idParam = z.object({ id: idSchema });
const asinParam = z.object({ asin: asinSchema });
const rangeEdit = '; minPrice ≤ maxPrice, 409 on a slug another range has';
const dealRules =
  '; the end after the start, a deal price above 0, a bank offer names its bank and conditions; 409 on a title another deal has';

/** The catalogue's HTTP routes: price ranges, laptops, deals, search and compare. */
export const CatalogueRoutes = defineRoutes(at, ['catalogue'], {
  priceRangesList: {
    summary: 'Active price ranges, cheapest first, each with its active laptop count',
    tag: 'Price ranges',
    response: priceRangeListSchema,
    errors: [503],
  },
  priceRangeBySeoSlug: {
    summary: 'The price range behind an SEO landing page (e.g. best-laptop-under-30000)',
    tag: 'Price ranges',
    request: P.priceRangesGetBySeoSlug.request,
    describe: { seoSlug: 'seo slug of the range' },
    response: priceRangeSchema,
    errors: [400, 404, 503],
  },
  priceRangeBySlug: {
    summary: 'One price range by slug',
    tag: 'Price ranges',
    request: P.priceRangesGetBySlug.request,
    describe: { slug: 'slug of the range' },
    response: priceRangeSchema,
    errors: [400, 404, 503],
  },
  priceRangeCreate: {
    summary: 'Add a price range',
    tag: 'Price ranges',
    body: createPriceRangeSchema,
    response: priceRangeSchema,
    status: 201,
    errors: [400, 409, 503],
    admin: true,
  },
  priceRangeReplace: {
    summary: `Replace the editable fields of a price range (seo texts left out are cleared)${rangeEdit}`,
    tag: 'Price ranges',
    request: idParam,
    describe: { id: 'price range id' },
    body: replacePriceRangeSchema,
    response: priceRangeSchema,
    errors: [400, 404, 409, 503],
    admin: true,
  },
  priceRangePatch: {
    summary: `Change some fields of a price range${rangeEdit}`,
    tag: 'Price ranges',
    request: idParam,
    describe: { id: 'price range id' },
    body: patchPriceRangeSchema,
    response: priceRangeSchema,
    errors: [400, 404, 409, 503],
    admin: true,
  },
  laptopsList: {
    summary: 'All active laptops in rank order',
    tag: 'Laptops',
    request: laptopListRequestSchema,
    response: laptopListSchema,
    errors: [400, 503],
  },
  laptopsFeatured: {
    summary: 'Featured laptops in rank order',
    tag: 'Laptops',
    request: laptopListRequestSchema,
    response: laptopListSchema,
    errors: [400, 503],
  },
  laptopsMatching: {
    summary: "Active laptops meeting a use case's requirements, ranked",
    tag: 'Laptops',
    request: P.laptopsMatching.request,
    describe: {
      minPrice: 'lowest price, rupees',
      maxPrice: 'highest price, rupees (required)',
      minRamGb: 'least RAM in GB',
      maxWeightKg: 'heaviest weight in kg',
      requiresSsd: 'SSD storage only',
      requiresDedicatedGraphics: 'dedicated GPU only',
      minBatteryHours: 'least rated battery life in hours',
    },
    response: laptopListSchema,
    errors: [400, 503],
  },
  laptopsGaming: {
    summary: 'Gaming laptops',
    tag: 'Gaming',
    request: laptopListRequestSchema,
    response: laptopListSchema,
    errors: [400, 503],
  },
  laptopsGamingTier: {
    summary: 'Gaming laptops of one tier (Entry 5–6, Mid-range 7–8, High-end 9–10)',
    tag: 'Gaming',
    request: z.object({ tier: tierParamSchema, ...laptopListRequestShape }),
    describe: { tier: 'gaming tier' },
    response: laptopListSchema,
    errors: [400, 503],
  },
  laptopsGamingPerformance: {
    summary: 'Gaming laptops rated at least {minPerformance} out of 10',
    tag: 'Gaming',
    request: z.object({ minPerformance: performanceParamSchema, ...laptopListRequestShape }),
    describe: { minPerformance: 'lowest performance rating, 1–10' },
    response: laptopListSchema,
    errors: [400, 503],
  },
  laptopsByPriceRange: {
    summary: "Laptops of a price range, ranked by the catalogue's value score",
    tag: 'Laptops',
    request: P.laptopsByPriceRange.request,
    describe: { priceRangeId: 'price range id' },
    response: laptopListSchema,
    errors: [400, 404, 503],
  },
  laptopBySlug: {
    summary: 'One laptop',
    tag: 'Laptops',
    request: P.laptopsGetBySlug.request,
    describe: { slug: 'slug of the laptop' },
    response: laptopDetailSchema,
    errors: [400, 404, 503],
  },
  laptopsBySlugs: {
    summary:
      'The laptops a page embeds (a post, a use-case list), in the order named: on sale only, a slug no such laptop has is left out',
    tag: 'Laptops',
    request: laptopsBySlugsRequestSchema,
    describe: {
      slugs: `comma-separated laptop slugs, 1 to ${MAX_LAPTOPS_BY_SLUGS}, in the order to show`,
    },
    response: laptopListSchema,
    errors: [400, 503],
  },
  laptopsSummary: {
    summary:
      'What the home page says of the active laptops: totals, laptops per brand (lower case), ranges with a current Amazon price, gaming, dedicated graphics, 16 GB+ RAM, OLED and travel-weight counts',
    tag: 'Laptops',
    response: homeSummarySchema,
    errors: [503],
  },
  laptopsByProcessors: {
    summary: `For each processor named, in that order, up to ${LAPTOPS_PER_PROCESSOR} laptops in rank order whose processor names its model number`,
    tag: 'Laptops',
    request: laptopsByProcessorsRequestSchema,
    describe: {
      processors: `comma-separated processor names, 1 to ${MAX_PROCESSORS_AT_ONCE} (e.g. AMD Ryzen 5 5500U)`,
    },
    response: laptopsByProcessorsSchema,
    errors: [400, 503],
  },
  priceHistory: {
    summary:
      "A laptop's prices over the last 30, 90 (default) or 365 days, or all of them, and what the whole history says: 90-day median, lowest recorded without outliers, discount check, good deal, sale-event lows, buy now or wait",
    tag: 'Laptops',
    request: P.priceHistoryGet.request,
    describe: { slug: 'slug of the laptop', days: '30, 90, 365 or all' },
    response: priceHistorySchema,
    errors: [400, 404, 503],
  },
  laptopBundle: {
    summary: `What a laptop's page reads in one call: the laptop (as by its slug), its price history (as \`price-history?days=\`) and the first ${BUNDLE_SIMILAR_PAGE_SIZE} laptops of its price range in rank order; history and similar are null when they could not be read`,
    tag: 'Laptops',
    request: P.laptopBundleGet.request,
    describe: { slug: 'slug of the laptop', days: 'price history: 30, 90, 365 or all' },
    response: laptopBundleSchema,
    errors: [400, 404, 503],
  },
  laptopsFilter: {
    summary:
      'Laptops matching a spec-sheet filter (processor amd|intel, ram 8gb|16gb, storage ssd, graphics dedicated)',
    tag: 'Laptops',
    request: P.laptopsFilter.request,
    describe: { filterType: 'what to filter on', filterValue: 'value for the filter type' },
    response: laptopListSchema,
    errors: [400, 503],
  },
  adminLaptopsList: {
    summary:
      'Every laptop in any state, for operators, by id: filter by words, state, brand, range',
    tag: 'Admin',
    request: adminLaptopsQuerySchema,
    describe: {
      q: 'words of the title, brand or model, or an ASIN',
      status: 'draft, active or retired',
      brand: 'brand, any case',
      priceRangeId: 'price range id',
    },
    response: adminLaptopListSchema,
    errors: [400, 503],
    admin: true,
  },
  adminLaptopsAttention: {
    summary:
      'Laptops an operator should look at: no offer at the retailer for 30 days (proposed for retirement), or no longer known to the retailer',
    tag: 'Admin',
    response: attentionListSchema,
    errors: [503],
    admin: true,
  },
  adminLaptop: {
    summary:
      'One laptop in the editor: every editorial field, parsed fields awaiting a look, its state',
    tag: 'Admin',
    request: asinParam,
    describe: { asin: 'Amazon product id of a catalogue laptop' },
    response: adminLaptopSchema,
    errors: [400, 404, 503],
    admin: true,
  },
  adminLaptopUpdate: {
    summary:
      'Change editorial fields (only those given); each change is audited; a changed or confirmed parsed field is no longer flagged; 409 on a slug another laptop has',
    tag: 'Admin',
    request: asinParam,
    describe: { asin: 'Amazon product id of a catalogue laptop' },
    body: laptopChangesSchema,
    response: adminLaptopSchema,
    errors: [400, 404, 409, 503],
    admin: true,
  },
  adminLaptopPublish: {
    summary: `Draft or retired → active; refused with a 400 naming what is missing (a picture, a price, processor, RAM, storage, a review of at least ${MIN_REVIEW_LENGTH} characters)`,
    tag: 'Admin',
    request: asinParam,
    describe: { asin: 'Amazon product id of a catalogue laptop' },
    response: adminLaptopSchema,
    errors: [400, 404, 503],
    admin: true,
  },
  adminLaptopRetire: {
    summary:
      'Active → retired: off every list and the sitemap; its page stays with "no longer sold", no buy button, noindex; publish again to undo',
    tag: 'Admin',
    request: asinParam,
    describe: { asin: 'Amazon product id of a catalogue laptop' },
    response: adminLaptopSchema,
    errors: [400, 404, 503],
    admin: true,
  },
  adminLaptopAudit: {
    summary: 'Who changed what and when on a laptop, newest first',
    tag: 'Admin',
    request: asinParam,
    describe: { asin: 'Amazon product id of a catalogue laptop' },
    response: auditEntryListSchema,
    errors: [400, 404, 503],
    admin: true,
  },
  adminLaptopPrice: {
    summary:
      'Record an operator\'s price (whole rupees) as of now: source "admin", a price history point, the laptop\'s lastUpdated; answers the laptop',
    tag: 'Admin',
    request: asinParam,
    describe: { asin: 'Amazon product id of a catalogue laptop' },
    body: manualPriceSchema,
    response: laptopSchema,
    errors: [400, 404, 503],
    admin: true,
  },
  adminStats: {
    summary:
      "The dashboard's stat cards: laptops (total, active, featured), active price ranges, live deals, average current price",
    tag: 'Admin',
    response: catalogueStatsSchema,
    errors: [503],
    admin: true,
  },
  adminPriceRangesList: {
    summary: 'Every price range, active or not, cheapest first, each with its active laptop count',
    tag: 'Admin',
    response: priceRangeListSchema,
    errors: [503],
    admin: true,
  },
  dealsList: {
    summary:
      "Deals live now (start ≤ now < end) for laptops on sale, soonest-ending first, each with its laptop's current price; priceAvailable is false when that price is above the deal price",
    tag: 'Deals',
    response: dealListSchema,
    errors: [503],
  },
  adminDealsList: {
    summary: 'Every deal in any state, for operators, newest first: filter by words and state',
    tag: 'Admin',
    request: adminDealsQuerySchema,
    describe: {
      q: "words of the title, the bank's name or the laptop's title, or the laptop's ASIN",
      state: 'upcoming, live or ended',
    },
    response: adminDealListSchema,
    errors: [400, 503],
    admin: true,
  },
  adminDeal: {
    summary: 'One deal, for operators',
    tag: 'Admin',
    request: idParam,
    describe: { id: 'deal id' },
    response: adminDealSchema,
    errors: [400, 404, 503],
    admin: true,
  },
  adminDealCreate: {
    summary: `A deal for a laptop (its id, ASIN or slug; 404 when there is none)${dealRules}`,
    tag: 'Admin',
    body: dealCreateSchema,
    response: adminDealSchema,
    status: 201,
    errors: [400, 404, 409, 503],
    admin: true,
  },
  adminDealUpdate: {
    summary: `Change some fields of a deal; each change is audited${dealRules}`,
    tag: 'Admin',
    request: idParam,
    describe: { id: 'deal id' },
    body: dealChangesSchema,
    response: adminDealSchema,
    errors: [400, 404, 409, 503],
    admin: true,
  },
  adminDealExpire: {
    summary: "End a deal now: it leaves the shoppers' list; audited",
    tag: 'Admin',
    request: idParam,
    describe: { id: 'deal id' },
    response: adminDealSchema,
    errors: [400, 404, 503],
    admin: true,
  },
  adminDealAudit: {
    summary: 'Who changed what and when on a deal, newest first',
    tag: 'Admin',
    request: idParam,
    describe: { id: 'deal id' },
    response: dealAuditEntryListSchema,
    errors: [400, 404, 503],
    admin: true,
  },
  search: {
    summary:
      'Search laptops in the words shoppers use ("gaming laptop under 80k", "1.5 lakh", "i5 16gb ssd", model codes); filters, facet counts, sorting, nearby budgets when nothing matches',
    tag: 'Search',
    request: P.search.request,
    describe: {
      q: 'what the shopper typed',
      brand: 'brand(s), repeated or comma-separated; wins over a brand in q',
      processor: 'processor brand',
      ram: 'at least this many GB of RAM',
      storage: 'storage type',
      graphics: 'graphics kind',
      gaming: 'gaming laptops only',
      tier: 'gaming tier',
      minPrice: 'lowest price, rupees (not above maxPrice)',
      maxPrice: 'highest price, rupees',
      maxWeightKg: 'heaviest, kg',
      sort: 'order (default relevance)',
      page: 'page number from 1',
      pageSize: 'results a page (1–48)',
    },
    response: searchResultSchema,
    errors: [400, 503],
  },
  searchSuggest: {
    summary: 'What the search box offers while typing: matching laptops, then whole searches',
    tag: 'Search',
    request: P.searchSuggest.request,
    describe: { q: 'what is typed so far' },
    response: searchSuggestionListSchema,
    errors: [400, 503],
  },
  compare: {
    summary:
      'Laptops side by side from comma-separated slugs: unknown and repeated slugs are dropped and listed, at most four are kept',
    tag: 'Search',
    request: P.laptopsCompare.request,
    describe: { laptops: 'comma-separated laptop slugs, in the order to show' },
    response: compareResultSchema,
    errors: [400, 503],
  },
});

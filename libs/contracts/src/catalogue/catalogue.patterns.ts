import { z } from 'zod';
import { definePattern } from '../common/pattern';
import { asinSchema, idSchema, slugSchema } from '../common/primitives.schema';
import { catalogueStatsSchema } from './catalogue-stats.schema';
import { compareRequestSchema, compareResultSchema } from './compare.schema';
import {
  adminDealPageSchema,
  adminDealSchema,
  adminDealsQuerySchema,
  dealAuditEntryListSchema,
  dealChangesSchema,
  dealCreateSchema,
  dealListSchema,
} from './deal.schema';
import { laptopListRequestSchema, laptopListRequestShape } from './laptop-list.schema';
import { laptopFilterRequestSchema, laptopMatchingRequestSchema } from './laptop-filter.schema';
import {
  adminLaptopPageSchema,
  adminLaptopSchema,
  adminLaptopsQuerySchema,
  attentionListSchema,
  auditEntryListSchema,
  importResultSchema,
  laptopChangesSchema,
  laptopDraftSchema,
  operatorSchema,
} from './laptop-editor.schema';
import {
  GAMING_TIERS,
  laptopDetailSchema,
  laptopPageSchema,
  laptopListSchema,
  laptopSchema,
  laptopStatusSchema,
} from './laptop.schema';
import { laptopBundleRequestSchema, laptopBundleSchema } from './laptop-bundle.schema';
import { laptopsBySlugsPayloadSchema } from './laptops-by-slugs.schema';
import {
  laptopSitemapPartRequestSchema,
  laptopSitemapPartSchema,
  laptopSitemapPartsSchema,
} from './laptop-sitemap.schema';
import {
  homeSummaryRequestSchema,
  homeSummarySchema,
  laptopsByProcessorsPayloadSchema,
  laptopsByProcessorsSchema,
  listFactsRequestSchema,
  listFactsSchema,
  listsNewestRequestSchema,
  listsNewestSchema,
} from './list-facts.schema';
import { setManualPriceRequestSchema } from './manual-price.schema';
import { priceHistoryRequestSchema, priceHistorySchema } from './price-history.schema';
import {
  applyPricesRequestSchema,
  applyPricesResultSchema,
  syncTargetsRequestSchema,
  syncTargetsResultSchema,
} from './price-observation.schema';
import {
  createPriceRangeSchema,
  priceRangeListSchema,
  priceRangeSchema,
  updatePriceRangeRequestSchema,
} from './price-range.schema';
import {
  searchRequestSchema,
  searchResultSchema,
  searchSuggestionListSchema,
  searchSuggestRequestSchema,
} from './search.schema';

const empty = z.object({}).strict();

/** "entry", "ENTRY" and "Entry" all name the Entry tier. */
export const tierParamSchema = z
  .string()
  .transform((value) => GAMING_TIERS.find((t) => t.toLowerCase() === value.toLowerCase()) ?? value)
  .pipe(z.enum(GAMING_TIERS, { error: `tier must be one of: ${GAMING_TIERS.join(', ')}` }));

export const performanceParamSchema = z.coerce
  .number({ error: 'min must be a whole number from 1 to 10' })
  .int({ error: 'min must be a whole number from 1 to 10' })
  .min(1, { error: 'min must be a whole number from 1 to 10' })
  .max(10, { error: 'min must be a whole number from 1 to 10' });

/** Every request/reply message the catalogue service answers, in the queue group "catalogue". */
export const CataloguePatterns = {
  /** Active ranges; with includeInactive (the operators' list) every range. */
  priceRangesList: definePattern(
    'catalogue.price-ranges.list',
    z.object({ includeInactive: z.boolean().default(false) }),
    priceRangeListSchema,
  ),
  priceRangesGetBySlug: definePattern(
    'catalogue.price-ranges.get-by-slug',
    z.object({ slug: slugSchema }),
    priceRangeSchema,
  ),
  priceRangesGetBySeoSlug: definePattern(
    'catalogue.price-ranges.get-by-seo-slug',
    z.object({ seoSlug: slugSchema }),
    priceRangeSchema,
  ),
  priceRangesCreate: definePattern(
    'catalogue.price-ranges.create',
    createPriceRangeSchema,
    priceRangeSchema,
  ),
  /** An operator's edit of a range by id: the fields given change, the rest stay. */
  priceRangesUpdate: definePattern(
    'catalogue.price-ranges.update',
    updatePriceRangeRequestSchema,
    priceRangeSchema,
  ),
  /**
   * Every list call answers one page (`page`, `pageSize`, or `after` a previous page's
   * `nextCursor`) in rank order with the list's total: a whole list of 100,000 laptops would not
   * fit in one NATS message.
   */
  laptopsList: definePattern(
    'catalogue.laptops.list',
    z.object({ includeInactive: z.boolean().default(false), ...laptopListRequestShape }),
    laptopPageSchema,
  ),
  laptopsFeatured: definePattern(
    'catalogue.laptops.featured',
    laptopListRequestSchema,
    laptopPageSchema,
  ),
  laptopsByPriceRange: definePattern(
    'catalogue.laptops.by-price-range',
    z.object({ priceRangeId: idSchema, ...laptopListRequestShape }),
    laptopPageSchema,
  ),
  /** An active or retired laptop's page (a draft is not found). */
  laptopsGetBySlug: definePattern(
    'catalogue.laptops.get-by-slug',
    z.object({ slug: slugSchema }),
    laptopDetailSchema,
  ),
  /**
   * The active laptops among these slugs, in the order given: a page's embedded laptops in one
   * call. A slug no active laptop has is left out.
   */
  laptopsGetBySlugs: definePattern(
    'catalogue.laptops.get-by-slugs',
    laptopsBySlugsPayloadSchema,
    laptopListSchema,
  ),
  /** An active laptop by its Amazon product id (the affiliate service's "does it exist?"). */
  laptopsGetByAsin: definePattern(
    'catalogue.laptops.get-by-asin',
    z.object({ asin: asinSchema }),
    laptopSchema,
  ),
  laptopsGaming: definePattern(
    'catalogue.laptops.gaming',
    z.object({
      tier: tierParamSchema.optional(),
      minPerformance: performanceParamSchema.optional(),
      ...laptopListRequestShape,
    }),
    laptopPageSchema,
  ),
  laptopsFilter: definePattern(
    'catalogue.laptops.filter',
    laptopFilterRequestSchema,
    laptopPageSchema,
  ),
  laptopsMatching: definePattern(
    'catalogue.laptops.matching',
    laptopMatchingRequestSchema,
    laptopPageSchema,
  ),
  /** Free-text search with filters and facet counts (`GET /api/search`). */
  search: definePattern('catalogue.search.query', searchRequestSchema, searchResultSchema),
  searchSuggest: definePattern(
    'catalogue.search.suggest',
    searchSuggestRequestSchema,
    searchSuggestionListSchema,
  ),
  /** Laptops side by side from a shared URL's slugs. */
  laptopsCompare: definePattern(
    'catalogue.laptops.compare',
    compareRequestSchema,
    compareResultSchema,
  ),
  /** The deals live now (start ≤ now < end) for laptops on sale, soonest-ending first. */
  dealsList: definePattern('catalogue.deals.list', empty, dealListSchema),
  /** The operators' deals in any state, newest first, by words and state. */
  dealsAdminList: definePattern(
    'catalogue.deals.admin-list',
    adminDealsQuerySchema,
    adminDealPageSchema,
  ),
  dealsAdminGet: definePattern(
    'catalogue.deals.admin-get',
    z.object({ id: idSchema }),
    adminDealSchema,
  ),
  /** A new deal for a laptop (by id, asin or slug); audited. */
  dealsCreate: definePattern(
    'catalogue.deals.create',
    z.object({ operator: operatorSchema, deal: dealCreateSchema }),
    adminDealSchema,
  ),
  /** An operator's edit of a deal: the fields given change, each change is audited. */
  dealsUpdate: definePattern(
    'catalogue.deals.update',
    z.object({ id: idSchema, operator: operatorSchema, changes: dealChangesSchema }),
    adminDealSchema,
  ),
  /** Ends a deal now: off the shoppers' list; audited. */
  dealsExpire: definePattern(
    'catalogue.deals.expire',
    z.object({ id: idSchema, operator: operatorSchema }),
    adminDealSchema,
  ),
  dealsAudit: definePattern(
    'catalogue.deals.audit',
    z.object({ id: idSchema }),
    dealAuditEntryListSchema,
  ),
  /** The admin dashboard's figures, each counted by the database. */
  statsGet: definePattern('catalogue.stats.get', empty, catalogueStatsSchema),
  /** An operator's price for one laptop (active or not), applied like a sync observation. */
  laptopsSetPrice: definePattern(
    'catalogue.laptops.set-price',
    setManualPriceRequestSchema,
    laptopSchema,
  ),
  /** A laptop's prices over a range (30, 90, 365 days or all) and its price verdicts. */
  priceHistoryGet: definePattern(
    'catalogue.price-history.get',
    priceHistoryRequestSchema,
    priceHistorySchema,
  ),
  /** A laptop's page's reads in one call: the laptop, its price history, its range's first laptops. */
  laptopBundleGet: definePattern(
    'catalogue.laptops.bundle',
    laptopBundleRequestSchema,
    laptopBundleSchema,
  ),
  /** The operators' list: every laptop whatever its state, filtered, by id. */
  laptopsAdminList: definePattern(
    'catalogue.laptops.admin-list',
    adminLaptopsQuerySchema,
    adminLaptopPageSchema,
  ),
  laptopsAdminGet: definePattern(
    'catalogue.laptops.admin-get',
    z.object({ asin: asinSchema }),
    adminLaptopSchema,
  ),
  /** An operator's edit: the fields given change, each change is audited. */
  laptopsUpdate: definePattern(
    'catalogue.laptops.update',
    z.object({ asin: asinSchema, operator: operatorSchema, changes: laptopChangesSchema }),
    adminLaptopSchema,
  ),
  /** Draft or retired → active, once it has what a shopper's page needs. */
  laptopsPublish: definePattern(
    'catalogue.laptops.publish',
    z.object({ asin: asinSchema, operator: operatorSchema }),
    adminLaptopSchema,
  ),
  /** Active → retired: off every list; its page stays and says so. */
  laptopsRetire: definePattern(
    'catalogue.laptops.retire',
    z.object({ asin: asinSchema, operator: operatorSchema }),
    adminLaptopSchema,
  ),
  laptopsAudit: definePattern(
    'catalogue.laptops.audit',
    z.object({ asin: asinSchema }),
    auditEntryListSchema,
  ),
  /** Laptops an operator should look at: no offer for 30 days, or unknown to the retailer. */
  laptopsAttention: definePattern('catalogue.laptops.attention', empty, attentionListSchema),
  /** Which of these asins the catalogue has, in any state (search marks, import conflicts). */
  laptopsFindByAsins: definePattern(
    'catalogue.laptops.find-by-asins',
    z.object({ asins: z.array(asinSchema).min(1).max(100) }),
    z.array(z.object({ asin: z.string(), slug: z.string(), status: laptopStatusSchema })),
  ),
  /** New laptops as drafts; an asin already in the catalogue refuses the whole batch (409). */
  laptopsImport: definePattern(
    'catalogue.laptops.import',
    z.object({ drafts: z.array(laptopDraftSchema).min(1).max(10), operator: operatorSchema }),
    importResultSchema,
  ),
  /** What a page describing a whole public list quotes of it (list-facts.schema.ts). */
  listFacts: definePattern('catalogue.lists.facts', listFactsRequestSchema, listFactsSchema),
  /** Each list's newest price observation, in one statement: the sitemap's lastmods. */
  listsNewest: definePattern('catalogue.lists.newest', listsNewestRequestSchema, listsNewestSchema),
  /** What the home page says of the whole catalogue. */
  homeSummary: definePattern(
    'catalogue.laptops.summary',
    homeSummaryRequestSchema,
    homeSummarySchema,
  ),
  /** Up to 3 laptops per processor name, in rank order (the CPU comparison page). */
  laptopsByProcessors: definePattern(
    'catalogue.laptops.by-processors',
    laptopsByProcessorsPayloadSchema,
    laptopsByProcessorsSchema,
  ),
  /** The parts of the laptops' sitemap that have laptops, each with its newest update. */
  laptopsSitemapParts: definePattern(
    'catalogue.laptops.sitemap-parts',
    empty,
    laptopSitemapPartsSchema,
  ),
  /** One part's active laptops by id (an empty list past the last part). */
  laptopsSitemapPart: definePattern(
    'catalogue.laptops.sitemap-part',
    laptopSitemapPartRequestSchema,
    laptopSitemapPartSchema,
  ),
  /** Sync's observations: updates each laptop and appends its price points, one transaction. */
  pricesApply: definePattern(
    'catalogue.prices.apply',
    applyPricesRequestSchema,
    applyPricesResultSchema,
  ),
  /** What sync should refresh next: active laptops, oldest price first. */
  laptopsSyncTargets: definePattern(
    'catalogue.laptops.sync-targets',
    syncTargetsRequestSchema,
    syncTargetsResultSchema,
  ),
} as const;

import { z } from 'zod';
import { idSchema, isoDateTimeSchema, rupeesSchema, typedText } from '../common/primitives.schema';
import { FILTER_PAGES, type FilterPage } from '../site/site-pages';
import { laptopCriteriaSchema } from './laptop-filter.schema';
import { laptopSchema } from './laptop.schema';

/*
 * What pages that describe a whole list of laptops need of it, each counted by the database in
 * one statement: a list of 100,000 laptops is 500 pages of 100, too many to read for a count.
 */

const count = z.number().int().nonnegative();
const filterPageSlugs = FILTER_PAGES.map((page) => page.slug) as [
  FilterPage['slug'],
  ...FilterPage['slug'][],
];

/**
 * One public list of active laptops, selected as the page that shows it selects them: every one,
 * a price range's, the gaming laptops, a spec-sheet filter page's (by its slug) or the laptops
 * meeting a use case's criteria.
 */
export const publicListSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }).strict(),
  z.object({ kind: z.literal('price-range'), priceRangeId: idSchema }).strict(),
  z.object({ kind: z.literal('gaming') }).strict(),
  z
    .object({
      kind: z.literal('filter-page'),
      slug: z.enum(filterPageSlugs, {
        error: `slug must be one of: ${filterPageSlugs.join(', ')}`,
      }),
    })
    .strict(),
  z.object({ kind: z.literal('use-case'), criteria: laptopCriteriaSchema }).strict(),
]);
export type PublicList = z.output<typeof publicListSchema>;

/**
 * The numbers a list's title and description quote. Prices follow Amazon's 24-hour rule: only
 * prices observed within 24 hours of `now` count, and a quoted price carries its date.
 */
export const listFactsSchema = z.object({
  count,
  /** Brands, any case ("HP" and "hp" are one). */
  brands: count,
  /** The cheapest current price, and the oldest current price's observation ("prices as of"). */
  from: z.object({ price: rupeesSchema, asOf: isoDateTimeSchema }).nullable(),
  ram16Plus: count,
  ssd: count,
  dedicatedGraphics: count,
  intel: count,
  amd: count,
  gaming: count,
  tiers: z.object({ Entry: count, 'Mid-range': count, 'High-end': count }),
  /** The newest price observation of the list, current or not (its sitemap lastmod). */
  newest: isoDateTimeSchema.nullable(),
});
export type ListFacts = z.infer<typeof listFactsSchema>;

/** The time the 24-hour rule is applied at (the caller's page clock); unset: the catalogue's. */
const asAt = { now: isoDateTimeSchema.optional() };

export const listFactsRequestSchema = z.object({ list: publicListSchema, ...asAt }).strict();

/** The most lists one newest-update call names: every range, filter page and use case at once. */
export const MAX_LISTS_AT_ONCE = 100;

/** Each list's newest price observation (null for an empty list), in the order named. */
export const listsNewestRequestSchema = z
  .object({ lists: z.array(publicListSchema).min(1).max(MAX_LISTS_AT_ONCE) })
  .strict();
export const listsNewestSchema = z.array(isoDateTimeSchema.nullable());

/**
 * `GET /api/laptops/summary`: what the home page says of the whole catalogue of active laptops
 * (docs/product-rules.md §7), counted by the database instead of read page by page.
 */
export const homeSummarySchema = z.object({
  totalLaptops: count,
  brandCount: count,
  /** Laptops per brand, keyed by the brand in lower case. */
  laptopsByBrand: z.record(z.string(), count),
  /** Ranges with at least one price from Amazon data (Creators API, Keepa) within 24 hours. */
  verifiedRangeIds: z.array(z.number().int().positive()),
  gaming: count,
  dedicatedGraphics: count,
  ram16OrMore: count,
  /** Laptops whose display specification names OLED. */
  oledDisplays: count,
  /** At or below the travel use case's weight limit (TRAVEL_WEIGHT_LIMIT_KG). */
  travelWeight: count,
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;

export const homeSummaryRequestSchema = z.object(asAt).strict();

/** docs/product-rules.md §9: the CPU comparison page shows up to 3 popular laptops per processor. */
export const LAPTOPS_PER_PROCESSOR = 3;
/** The most processor names one call takes (two per comparison the page shows). */
export const MAX_PROCESSORS_AT_ONCE = 20;

/** A processor's name as a comparison gives it ("AMD Ryzen 5 5500U"); commas separate names. */
const processorNameSchema = typedText('processor', 80)
  .min(1, { error: 'processor must not be empty' })
  .regex(/^[^,]*$/, { error: 'processor must not contain commas' });

/** Over NATS: the names as a list. */
export const laptopsByProcessorsPayloadSchema = z
  .object({ processors: z.array(processorNameSchema).min(1).max(MAX_PROCESSORS_AT_ONCE) })
  .strict();

/** `GET /api/laptops/by-processor?processors=a,b,…`: comma-separated names, each kept once. */
export const laptopsByProcessorsRequestSchema = z
  .object({
    processors: z
      .string({ error: 'processors must be comma-separated processor names' })
      .transform((list) => [...new Set(list.split(',').map((name) => name.trim()))])
      .pipe(laptopsByProcessorsPayloadSchema.shape.processors),
  })
  .strict();

/** What the CPU comparison page shows of a laptop with the processor. */
export const processorLaptopSchema = laptopSchema.pick({
  slug: true,
  title: true,
  brand: true,
  processorModel: true,
  currentPrice: true,
  originalPrice: true,
  lastUpdated: true,
});
export type ProcessorLaptop = z.infer<typeof processorLaptopSchema>;

/**
 * For each processor named, in that order, the first laptops in rank order whose processorModel
 * or specifications.processor names it: its model number as whole words, any case ("5500U"
 * matches "AMD Ryzen 5 5500U (6 cores)", never "15500U" or "5500H").
 */
export const laptopsByProcessorsSchema = z.array(
  z.object({
    processor: z.string(),
    laptops: z.array(processorLaptopSchema).max(LAPTOPS_PER_PROCESSOR),
  }),
);
export type LaptopsByProcessors = z.infer<typeof laptopsByProcessorsSchema>;

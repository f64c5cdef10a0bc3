import { z } from 'zod';
import { queryFlag, typedText } from '../common/primitives.schema';
import { GAMING_TIERS, laptopSchema } from './laptop.schema';

export const SEARCH_SORTS = [
  'relevance',
  'price-asc',
  'price-desc',
  'rating',
  'popularity',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const PROCESSOR_BRANDS = ['Intel', 'AMD', 'Apple', 'Qualcomm'] as const;

/** Most results one page shows. */
export const SEARCH_PAGE_SIZE_MAX = 48;

const caseInsensitiveEnum = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z
    .string()
    .transform((value) => values.find((v) => v.toLowerCase() === value.toLowerCase()) ?? value)
    .pipe(z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` }));

const wholeNumber = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` })
    .min(min, { error: `${field} must be at least ${min}` })
    .max(max, { error: `${field} must be at most ${max}` });

/** One value or many (`brand=HP&brand=Dell` or `brand=HP,Dell`), as a list. */
const stringList = (field: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: `${field} must be text` })
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((item) => item.split(','))
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(typedText(field, 80)).max(10, { error: `${field} takes at most 10 values` }));

/**
 * `GET /api/search?q=&…`: the shopper's words, plus filters chosen from the facets. A filter
 * given here wins over the same filter read from `q`.
 */
export const searchRequestSchema = z
  .object({
    q: typedText('q', 200).default(''),
    brand: stringList('brand').optional(),
    processor: caseInsensitiveEnum(PROCESSOR_BRANDS, 'processor').optional(),
    ram: wholeNumber('ram', 1, 256).optional(),
    storage: caseInsensitiveEnum(['SSD', 'HDD'] as const, 'storage').optional(),
    graphics: z
      .enum(['dedicated', 'integrated'], { error: 'graphics must be dedicated or integrated' })
      .optional(),
    gaming: queryFlag('gaming').optional(),
    tier: caseInsensitiveEnum(GAMING_TIERS, 'tier').optional(),
    minPrice: wholeNumber('minPrice', 0, 10_000_000).optional(),
    maxPrice: wholeNumber('maxPrice', 0, 10_000_000).optional(),
    maxWeightKg: z.coerce
      .number({ error: 'maxWeightKg must be a number' })
      .positive({ error: 'maxWeightKg must be more than 0' })
      .max(10, { error: 'maxWeightKg must be at most 10' })
      .optional(),
    sort: z
      .enum(SEARCH_SORTS, { error: `sort must be one of: ${SEARCH_SORTS.join(', ')}` })
      .default('relevance'),
    page: wholeNumber('page', 1, 1000).default(1),
    pageSize: wholeNumber('pageSize', 1, SEARCH_PAGE_SIZE_MAX).default(24),
  })
  .strict()
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    path: ['minPrice'],
    error: 'minPrice must not be greater than maxPrice',
  });
export type SearchRequest = z.output<typeof searchRequestSchema>;

/** The filters a search ran with: the ones read from `q` merged with the ones chosen. */
export const searchFiltersSchema = z.object({
  terms: z.array(z.string()),
  brands: z.array(z.string()),
  processorBrand: z.string().optional(),
  processorFamily: z.string().optional(),
  minRamGb: z.number().int().optional(),
  minStorageGb: z.number().int().optional(),
  storageType: z.enum(['SSD', 'HDD']).optional(),
  dedicatedGraphics: z.boolean().optional(),
  gaming: z.boolean().optional(),
  gamingTier: z.enum(GAMING_TIERS).optional(),
  minPrice: z.number().int().optional(),
  maxPrice: z.number().int().optional(),
  maxWeightKg: z.number().optional(),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

export const facetValueSchema = z.object({
  /** What the filter's query parameter takes, e.g. "HP", "16", "0-30000". */
  value: z.string(),
  label: z.string(),
  count: z.number().int().nonnegative(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

export const SEARCH_FACETS = [
  'brand',
  'processor',
  'ram',
  'storage',
  'graphics',
  'tier',
  'price',
  'weight',
] as const;
export type SearchFacetName = (typeof SEARCH_FACETS)[number];

export const searchResultSchema = z.object({
  q: z.string(),
  filters: searchFiltersSchema,
  /** Brand words read despite a typo. */
  corrections: z.array(z.object({ from: z.string(), to: z.string() })),
  /** Words nothing matched; the results are what the rest of the query found. */
  ignoredTerms: z.array(z.string()),
  sort: z.enum(SEARCH_SORTS),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  results: z.array(laptopSchema),
  /** Counts among the results, per filter value. */
  facets: z.record(z.enum(SEARCH_FACETS), z.array(facetValueSchema)),
  /** When nothing matched under a budget: larger budgets that would find something. */
  nearbyBudgets: z.array(
    z.object({ maxPrice: z.number().int(), q: z.string(), count: z.number().int() }),
  ),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** `GET /api/search/suggest?q=`: what the search box offers while the shopper types. */
export const searchSuggestRequestSchema = z
  .object({
    q: typedText('q', 100).trim().min(1, { error: 'q must not be empty' }),
  })
  .strict();

export const searchSuggestionSchema = z.object({
  kind: z.enum(['laptop', 'query']),
  label: z.string(),
  /** Where choosing it goes: a laptop page or a search. */
  href: z.string(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;
export const searchSuggestionListSchema = z.array(searchSuggestionSchema);

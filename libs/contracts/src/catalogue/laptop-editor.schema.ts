import { z } from 'zod';
import { pageOf, pageRequestShape } from '../common/paging.schema';
import {
  asinSchema,
  idSchema,
  isoDateTimeSchema,
  MAX_PRICE_RUPEES,
  slugSchema,
  typedText,
} from '../common/primitives.schema';
import {
  availabilitySchema,
  gamingTierSchema,
  laptopDetailSchema,
  laptopImageSchema,
  laptopStatusSchema,
  specificationsSchema,
  STORAGE_TYPES,
} from './laptop.schema';
import { observationSourceSchema } from './price-observation.schema';

/** The fields the listing parser fills in; each is flagged until an editor has looked at it. */
export const PARSED_FIELDS = [
  'model',
  'processorBrand',
  'processorModel',
  'ramSize',
  'ramType',
  'storageSize',
  'storageType',
  'displaySize',
  'displayResolution',
  'hasDedicatedGraphics',
  'graphicsBrand',
  'graphicsModel',
  'isGamingLaptop',
  'gamingTier',
  'gamingPerformanceRating',
  'specifications',
] as const;
export const parsedFieldSchema = z.enum(PARSED_FIELDS);
export type ParsedField = z.infer<typeof parsedFieldSchema>;

/** A published laptop's review: long enough to be our own words about it. */
export const MIN_REVIEW_LENGTH = 300;

/**
 * A laptop as operators see it in the editor: the page's fields (without the live offers: the
 * deals have their own screens) and the editorial state.
 */
export const adminLaptopSchema = laptopDetailSchema.omit({ offers: true }).extend({
  /** Our own tags (e.g. "backlit-keyboard"); not the retailer's features. */
  featureTags: z.array(z.string()),
  /** Use cases (slugs) an editor says the laptop suits. */
  useCaseTags: z.array(z.string()),
  /** The range was chosen by an editor: a new price does not move the laptop. */
  priceRangeLocked: z.boolean(),
  /** Parsed fields no editor has looked at yet. */
  parsedFields: z.array(parsedFieldSchema),
  /** Since when the retailer has had no offer (null: it has one). */
  unavailableSince: isoDateTimeSchema.nullable(),
  /** Since when the retailer no longer knows the ASIN (null: it does). */
  retailerMissingSince: isoDateTimeSchema.nullable(),
  /** When its pictures were last refreshed from the retailer. */
  imagesRefreshedAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  publishedAt: isoDateTimeSchema.nullable(),
  retiredAt: isoDateTimeSchema.nullable(),
});
export type AdminLaptop = z.infer<typeof adminLaptopSchema>;
export const adminLaptopListSchema = z.array(adminLaptopSchema);
/** One page of the operators' list (NATS reply; HTTP sends `items` as the body). */
export const adminLaptopPageSchema = pageOf(adminLaptopSchema);
export type AdminLaptopPage = z.infer<typeof adminLaptopPageSchema>;

const tagList = (field: string) =>
  z
    .array(
      z
        .string()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
          error: `${field} must be lowercase words joined by hyphens`,
        })
        .max(60),
    )
    .max(30, { error: `${field} must hold at most 30 tags` });

const lines = (field: string, max: number) =>
  z
    .array(
      typedText(field, 300)
        .trim()
        .min(1, { error: `${field} must not hold empty lines` }),
    )
    .max(max, { error: `${field} must hold at most ${max} lines` });

const nullableText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` })
    .nullable();

/**
 * `PATCH /api/admin/laptops/{asin}`: the editorial fields to change, only those given.
 * Changing a parsed field (or naming it in `confirmedFields`) clears its "awaiting a look" flag.
 */
export const laptopChangesSchema = z
  .object({
    title: typedText('title', 500)
      .trim()
      .min(10, { error: 'title must be at least 10 characters' }),
    slug: slugSchema,
    brand: typedText('brand', 80).trim().min(1, { error: 'brand must not be empty' }),
    model: nullableText('model', 120),
    specifications: specificationsSchema,
    processorBrand: nullableText('processorBrand', 40),
    processorModel: nullableText('processorModel', 80),
    ramSize: z.number().int().min(1).max(512).nullable(),
    ramType: nullableText('ramType', 40),
    storageSize: z.number().int().min(1).max(16_384).nullable(),
    storageType: z.enum(STORAGE_TYPES).nullable(),
    displaySize: nullableText('displaySize', 40),
    displayResolution: nullableText('displayResolution', 40),
    hasDedicatedGraphics: z.boolean(),
    graphicsBrand: nullableText('graphicsBrand', 40),
    graphicsModel: nullableText('graphicsModel', 80),
    isGamingLaptop: z.boolean(),
    gamingTier: gamingTierSchema.nullable(),
    gamingPerformanceRating: z.number().int().min(1).max(10).nullable(),
    features: lines('features', 30),
    pros: lines('pros', 12),
    cons: lines('cons', 12),
    review: nullableText('review', 20_000),
    verdict: nullableText('verdict', 300),
    featureTags: tagList('featureTags'),
    useCaseTags: tagList('useCaseTags'),
    isFeatured: z.boolean(),
    /** An editor's range: the laptop stays in it whatever its price; null: by price again. */
    priceRangeId: idSchema.nullable(),
    /** Parsed fields an editor looked at and left as they are. */
    confirmedFields: z.array(parsedFieldSchema),
  })
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, { error: 'Nothing to change' });
export type LaptopChanges = z.input<typeof laptopChangesSchema>;

/** `GET /api/admin/laptops?q=&status=&brand=&priceRangeId=&page=&pageSize=`. */
export const adminLaptopsQuerySchema = z.object({
  q: typedText('q', 100).trim().optional(),
  status: laptopStatusSchema.optional(),
  brand: typedText('brand', 80).trim().optional(),
  priceRangeId: idSchema.optional(),
  ...pageRequestShape,
});
export type AdminLaptopsQuery = z.input<typeof adminLaptopsQuerySchema>;

/** One change an operator made to a laptop: nothing is ever deleted, only retired. */
export const auditEntrySchema = z.object({
  id: z.number().int().positive(),
  asin: z.string(),
  operator: z.string(),
  /** A field name, or an action: "imported", "published", "retired". */
  field: z.string(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  at: isoDateTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditEntryListSchema = z.array(auditEntrySchema);

/** Why a laptop needs an operator: no offer for 30 days, or the retailer no longer knows it. */
export const ATTENTION_REASONS = ['unavailable-30-days', 'retailer-missing'] as const;
export const attentionItemSchema = z.object({
  asin: z.string(),
  slug: z.string(),
  title: z.string(),
  status: laptopStatusSchema,
  reason: z.enum(ATTENTION_REASONS),
  since: isoDateTimeSchema,
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;
export const attentionListSchema = z.array(attentionItemSchema);

/** Days without an offer after which a laptop is proposed for retirement. */
export const RETIREMENT_PROPOSAL_DAYS = 30;

/**
 * A new laptop as sync found it at the retailer: the listing, its parsed specification (each
 * parsed field named in `parsedFields`), its pictures and its offer. Catalogue stores it as a
 * draft with a unique slug and the price range its price falls in.
 */
export const laptopDraftSchema = z.object({
  asin: asinSchema,
  title: z.string().min(1).max(2000),
  brand: z.string().min(1).max(80),
  model: z.string().max(120).nullable(),
  /** The slug the listing suggests (brand + model); catalogue makes it unique. */
  slug: slugSchema,
  features: z.array(z.string().max(2000)).max(50),
  specifications: specificationsSchema,
  processorBrand: z.string().max(40).nullable(),
  processorModel: z.string().max(80).nullable(),
  ramSize: z.number().int().positive().nullable(),
  ramType: z.string().max(40).nullable(),
  storageSize: z.number().int().positive().nullable(),
  storageType: z.enum(STORAGE_TYPES).nullable(),
  displaySize: z.string().max(40).nullable(),
  displayResolution: z.string().max(40).nullable(),
  hasDedicatedGraphics: z.boolean(),
  graphicsBrand: z.string().max(40).nullable(),
  graphicsModel: z.string().max(80).nullable(),
  isGamingLaptop: z.boolean(),
  gamingTier: gamingTierSchema.nullable(),
  gamingPerformanceRating: z.number().int().min(1).max(10).nullable(),
  parsedFields: z.array(parsedFieldSchema),
  images: z.array(laptopImageSchema).max(20),
  currentPrice: z.number().int().positive().max(MAX_PRICE_RUPEES),
  originalPrice: z.number().int().positive().max(MAX_PRICE_RUPEES).nullable(),
  rating: z.number().min(0).max(5).nullable(),
  reviewCount: z.number().int().nonnegative(),
  availability: availabilitySchema,
  observedAt: isoDateTimeSchema,
  source: observationSourceSchema,
});
export type LaptopDraft = z.infer<typeof laptopDraftSchema>;

/** What an import did: the drafts created, and each asin that could not be imported and why. */
export const importResultSchema = z.object({
  imported: z.array(z.object({ asin: z.string(), slug: z.string() })),
  failed: z.array(z.object({ asin: z.string(), error: z.string() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The operator making a change, as the gateway's session knows them. */
export const operatorSchema = z.string().min(1).max(254);

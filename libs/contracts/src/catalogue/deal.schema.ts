import { z } from 'zod';
import { pageOf, pageRequestShape } from '../common/paging.schema';
import {
  ASIN_PATTERN,
  isoDateTimeSchema,
  MAX_PRICE_RUPEES,
  rupeesSchema,
  typedText,
} from '../common/primitives.schema';

export const DEAL_TYPES = ['flash', 'bank', 'exchange'] as const;
export const dealTypeSchema = z.enum(DEAL_TYPES);
export type DealType = z.infer<typeof dealTypeSchema>;

/** The laptop a deal is for, as the deal card and its buy link need it. */
export const dealLaptopSchema = z.object({
  asin: z.string(),
  slug: z.string(),
  brand: z.string(),
  title: z.string(),
  /** The laptop's price at the retailer now (whole rupees). */
  currentPrice: rupeesSchema,
  /** When that price was last seen. */
  lastUpdated: isoDateTimeSchema,
});
export type DealLaptop = z.infer<typeof dealLaptopSchema>;

/**
 * What a bank-card or exchange offer takes off (docs/deal-verdicts.md "Effective price"): a
 * percentage of the price up to a cap, a percentage alone, or a flat amount (a cap alone); and a
 * no-cost EMI's processing fee. All null on a flash deal, and on an offer that states none.
 */
const offerShape = {
  /** "10" in "10% instant discount"; null: none stated. */
  offerPercent: z.number().positive().max(100).nullable(),
  /** The most it takes off ("up to ₹1,500"), or alone a flat amount off; whole rupees. */
  offerCap: rupeesSchema.nullable(),
  /** A no-cost EMI's processing fee (whole rupees, as stated, tax included). */
  processingFee: rupeesSchema.nullable(),
};

/** The laptop's price with a bank-card or exchange offer: secondary text under the Amazon price. */
export const effectivePriceSchema = z.object({
  price: rupeesSchema,
  discount: rupeesSchema,
  /** "₹53,490 with an HDFC Bank card (up to ₹1,500 off)". */
  line: z.string(),
});

/** A no-cost EMI's real cost: the price plus the stated processing fee. */
export const emiCostSchema = z.object({
  total: rupeesSchema,
  processingFee: rupeesSchema,
  /** "No-cost EMI: ₹66,189 in all, with the ₹199 processing fee". */
  line: z.string(),
});

/** A live deal as shoppers see it (`GET /api/deals`): active now, for a laptop on sale. */
export const dealSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  dealType: dealTypeSchema,
  /** The deal's price (whole rupees). */
  discountPrice: rupeesSchema,
  /** The price struck through beside it: the laptop's list price, or its current price. */
  originalPrice: rupeesSchema,
  /** The card or bank of a bank offer; null for the other kinds. */
  bankName: z.string().nullable(),
  /** The terms of a bank offer (cards, minimum order, EMI); null for the other kinds. */
  conditions: z.string().nullable(),
  startsAt: isoDateTimeSchema,
  /** The end: the deal leaves the list at this instant. */
  expiresAt: isoDateTimeSchema,
  isActive: z.boolean(),
  laptop: dealLaptopSchema,
  /** False when the laptop's current price is above the deal price: show @bli/domain's DEAL_PRICE_GONE_TEXT. */
  priceAvailable: z.boolean(),
  ...offerShape,
  /** The laptop's current price with the offer, for a bank or exchange deal that states one. */
  effectivePrice: effectivePriceSchema.nullable(),
  /** A bank offer's no-cost EMI with a stated processing fee, on the effective (or current) price. */
  emiCost: emiCostSchema.nullable(),
});
export type Deal = z.infer<typeof dealSchema>;
export const dealListSchema = z.array(dealSchema);

/**
 * A live deal as its laptop's page shows it (`offers` of `GET /api/laptops/slug/{slug}`): a bank
 * or exchange offer that changes what the laptop costs, with its effective price or no-cost EMI
 * cost on the laptop's current price (at least one of the two is not null).
 */
export const laptopOfferSchema = dealSchema.pick({
  id: true,
  title: true,
  dealType: true,
  bankName: true,
  expiresAt: true,
  effectivePrice: true,
  emiCost: true,
});
export type LaptopOffer = z.infer<typeof laptopOfferSchema>;

/**
 * Where a deal stands for operators: `upcoming` before its start, `live` from its start until
 * its end, `ended` from its end (or once an operator expired it).
 */
export const DEAL_STATES = ['upcoming', 'live', 'ended'] as const;
export const dealStateSchema = z.enum(DEAL_STATES);
export type DealState = z.infer<typeof dealStateSchema>;

/** A deal in the operators' screens: the shoppers' view and its state and dates. */
export const adminDealSchema = dealSchema.extend({
  state: dealStateSchema,
  laptopStatus: z.string(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type AdminDeal = z.infer<typeof adminDealSchema>;
export const adminDealListSchema = z.array(adminDealSchema);
export const adminDealPageSchema = pageOf(adminDealSchema);
export type AdminDealPage = z.infer<typeof adminDealPageSchema>;

/** `GET /api/admin/deals?q=&state=&page=&pageSize=`. */
export const adminDealsQuerySchema = z.object({
  q: typedText('q', 100).trim().optional(),
  state: dealStateSchema.optional(),
  ...pageRequestShape,
});
export type AdminDealsQuery = z.input<typeof adminDealsQuerySchema>;

const wholeRupees = (field: string) =>
  z
    .number({ error: `${field} must be a whole number of rupees` })
    .int({ error: `${field} must be a whole number of rupees` })
    .positive({ error: `${field} must be more than 0` })
    .max(MAX_PRICE_RUPEES, { error: `${field} must be at most ${MAX_PRICE_RUPEES}` });

const nullableText = (field: string, max: number) =>
  typedText(field, max)
    .trim()
    .transform((text) => (text === '' ? null : text))
    .nullable();

/**
 * A deal's fields as an operator writes them. The laptop is named by its id, ASIN or slug.
 * Rules across fields (the end after the start, a bank offer's card and conditions) are the
 * catalogue's, checked on the deal as it will be saved.
 */
const dealFieldsSchema = z.object({
  laptop: z
    .union([z.number().int().positive(), z.string().trim().min(1).max(200)], {
      error: 'laptop must be a laptop id, ASIN or slug',
    })
    .transform(String),
  title: typedText('title', 200).trim().min(10, { error: 'title must be at least 10 characters' }),
  dealType: dealTypeSchema,
  discountPrice: z
    .number({ error: 'discountPrice must be a whole number of rupees' })
    .int({ error: 'discountPrice must be a whole number of rupees' })
    .positive({ error: 'discountPrice must be more than 0' })
    .max(MAX_PRICE_RUPEES, { error: `discountPrice must be at most ${MAX_PRICE_RUPEES}` }),
  bankName: nullableText('bankName', 80),
  conditions: nullableText('conditions', 500),
  startsAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
  offerPercent: z
    .number({ error: 'offerPercent must be a number' })
    .positive({ error: 'offerPercent must be more than 0' })
    .max(100, { error: 'offerPercent must be at most 100' })
    .refine((percent) => Number.isInteger(percent * 10), {
      error: 'offerPercent must have at most one decimal (7.5)',
    })
    .nullable(),
  offerCap: wholeRupees('offerCap').nullable(),
  processingFee: wholeRupees('processingFee').nullable(),
});

/** `POST /api/admin/deals`. */
export const dealCreateSchema = dealFieldsSchema
  .extend({
    bankName: dealFieldsSchema.shape.bankName.default(null),
    conditions: dealFieldsSchema.shape.conditions.default(null),
    offerPercent: dealFieldsSchema.shape.offerPercent.default(null),
    offerCap: dealFieldsSchema.shape.offerCap.default(null),
    processingFee: dealFieldsSchema.shape.processingFee.default(null),
  })
  .strict();
export type DealCreate = z.input<typeof dealCreateSchema>;

/** `PATCH /api/admin/deals/{id}`: the fields to change, only those given. */
export const dealChangesSchema = dealFieldsSchema
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, { error: 'Nothing to change' });
export type DealChanges = z.input<typeof dealChangesSchema>;

/** How a deal names its laptop: a number is an id, ten capitals and digits an ASIN, else a slug. */
export function dealLaptopKey(
  laptop: string,
): { id: number } | { asin: string } | { slug: string } {
  if (/^[1-9][0-9]{0,9}$/.test(laptop)) return { id: Number(laptop) };
  if (ASIN_PATTERN.test(laptop)) return { asin: laptop };
  return { slug: laptop };
}

/** One change an operator made to a deal: a field's old and new value, or an action. */
export const dealAuditEntrySchema = z.object({
  id: z.number().int().positive(),
  dealId: z.number().int().positive(),
  operator: z.string(),
  /** A field name, or an action: "created", "expired". */
  field: z.string(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  at: isoDateTimeSchema,
});
export type DealAuditEntry = z.infer<typeof dealAuditEntrySchema>;
export const dealAuditEntryListSchema = z.array(dealAuditEntrySchema);

import { z } from 'zod';
import { rupeesSchema } from '../common/primitives.schema';
import { saleEventSchema } from '../content/sale-event.schema';

/**
 * The price verdicts as @bli/domain's rules give them (docs/deal-verdicts.md): what a card and a
 * laptop page say of the price, each with the figures behind it. Days are India's ("YYYY-MM-DD").
 */
const daySchema = z.string();

/** What the current price saves against a usual price (negative: dearer). */
export const savingSchema = z.object({ rupees: z.number().int(), percent: z.number().int() });

/** Beside the spec's "{n}% OFF": the saving against the 90-day median, and whether the list price was ever asked. */
export const discountCheckSchema = z.object({
  /** The spec's "{n}% OFF", against the list price. */
  listedPercent: z.number().int().nonnegative(),
  listPrice: rupeesSchema.nullable(),
  median90Days: rupeesSchema.nullable(),
  savingVsMedian: savingSchema.nullable(),
  highest180Days: rupeesSchema.nullable(),
  /** "list price never seen in 6 months" (only with 6 months of history). */
  listPriceNeverSeen: z.boolean(),
});
export type DiscountCheckView = z.infer<typeof discountCheckSchema>;

/** The good-deal badge: within 5 % of the lowest recorded, with 5 weeks of history. */
export const goodDealSchema = z.object({
  isGoodDeal: z.boolean(),
  currentPrice: rupeesSchema,
  /** The lowest recorded, outliers left out. */
  lowestPrice: rupeesSchema.nullable(),
  aboveLowestPercent: z.number().int().nullable(),
  historyDays: z.number().int().nonnegative(),
  enoughHistory: z.boolean(),
});

/** What a laptop card shows of its price, from the catalogue's stored figures. */
export const cardPriceCheckSchema = z.object({
  discount: discountCheckSchema,
  goodDeal: goodDealSchema,
});
export type CardPriceCheckView = z.infer<typeof cardPriceCheckSchema>;

/** A sale event of the calendar (`GET /api/sale-events`), as a verdict cites it. */
export const verdictSaleEventSchema = saleEventSchema;

/** One row of the sale-event lows table. */
export const saleEventLowSchema = z.object({
  event: verdictSaleEventSchema,
  status: z.enum(['past', 'ongoing']),
  lowestPrice: rupeesSchema,
  lowestOn: daySchema,
  /** The median price of the 30 days before it began. */
  priceBefore: rupeesSchema.nullable(),
  dropPercent: z.number().int().nullable(),
  /** Today's price against that low (positive: dearer today). */
  todayAbove: savingSchema,
});

export const BUY_VERDICT_VALUES = [
  'good-time-to-buy',
  'fair-price',
  'likely-to-drop',
  'not-enough-history',
] as const;

/** Buy now or wait: the verdict, its words, its one-line reason and its figures. */
export const buyAdviceSchema = z.object({
  verdict: z.enum(BUY_VERDICT_VALUES),
  /** "Good time to buy", "Fair price", "Likely to drop in the next sale", "Not enough price history yet". */
  label: z.string(),
  reason: z.string(),
  evidence: z.object({
    currentPrice: rupeesSchema,
    historyDays: z.number().int().nonnegative(),
    lowestPrice: rupeesSchema.nullable(),
    lowestOn: daySchema.nullable(),
    median90Days: rupeesSchema.nullable(),
    savingVsMedian: savingSchema.nullable(),
    nextSale: z
      .object({ event: verdictSaleEventSchema, startsInDays: z.number().int().positive() })
      .nullable(),
    lastYearSale: saleEventLowSchema.nullable(),
  }),
});

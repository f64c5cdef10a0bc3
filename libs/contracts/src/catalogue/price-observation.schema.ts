import { z } from 'zod';
import { asinSchema, idSchema, isoDateTimeSchema } from '../common/primitives.schema';
import { availabilitySchema, laptopImageSchema } from './laptop.schema';

/** Where an observed price came from: Amazon's Creators API or Keepa's price history. */
export const OBSERVATION_SOURCES = ['creators-api', 'keepa'] as const;
export const observationSourceSchema = z.enum(OBSERVATION_SOURCES);
export type ObservationSource = z.infer<typeof observationSourceSchema>;

/** One price seen at a retailer source at one time; sync sends these, catalogue applies them. */
export const priceObservationSchema = z.object({
  asin: asinSchema,
  /** Whole rupees. */
  currentPrice: z.number().int().positive(),
  /** List price (M.R.P.); null when the source shows none, absent when it does not say. */
  originalPrice: z.number().int().positive().nullable().optional(),
  /** Stars out of 5, one decimal; absent when the source does not provide it. */
  rating: z.number().min(0).max(5).optional(),
  reviewCount: z.number().int().nonnegative().optional(),
  /** What the retailer said of its offer; absent when the source does not say. */
  availability: availabilitySchema.optional(),
  /** The pictures as the API serves them now; absent when the call did not ask for them. */
  images: z.array(laptopImageSchema).max(20).optional(),
  observedAt: isoDateTimeSchema,
  source: observationSourceSchema,
});
export type PriceObservation = z.infer<typeof priceObservationSchema>;

export const MAX_OBSERVATIONS_PER_APPLY = 2_000;

/**
 * An observation of a laptop with no offer at all (`currentPrice` absent): its availability and
 * pictures still count, its price stays.
 */
export const offerlessObservationSchema = priceObservationSchema
  .omit({ currentPrice: true, originalPrice: true })
  .extend({ availability: availabilitySchema });
export type OfferlessObservation = z.infer<typeof offerlessObservationSchema>;

/** `catalogue.prices.apply`: a batch applied in one transaction; unknown asins are reported. */
export const applyPricesRequestSchema = z
  .object({
    observations: z.array(priceObservationSchema).max(MAX_OBSERVATIONS_PER_APPLY),
    /** Laptops the retailer knows but offers nothing for. */
    offerless: z.array(offerlessObservationSchema).max(MAX_OBSERVATIONS_PER_APPLY).default([]),
    /** Asins the retailer no longer knows (getItems answered "not found"): flagged, not kept silently. */
    missing: z.array(asinSchema).max(MAX_OBSERVATIONS_PER_APPLY).default([]),
  })
  .refine(
    (request) =>
      request.observations.length + request.offerless.length + request.missing.length > 0,
    {
      error: 'Nothing to apply',
    },
  );

export const rangeChangeSchema = z.object({
  asin: z.string(),
  fromPriceRangeId: z.number().int().positive().nullable(),
  toPriceRangeId: z.number().int().positive().nullable(),
});

export const applyPricesResultSchema = z.object({
  /** Laptops whose price changed hands to a newer observation. */
  laptopsUpdated: z.number().int().nonnegative(),
  updatedAsins: z.array(z.string()),
  /** Price points appended; an observation applied before adds none. */
  pricePointsAdded: z.number().int().nonnegative(),
  /** Asins that are not in the catalogue; their observations were skipped. */
  unknownAsins: z.array(z.string()),
  /** Laptops moved to another price range because the new price left their range. */
  rangeChanges: z.array(rangeChangeSchema),
});
export type ApplyPricesResult = z.infer<typeof applyPricesResultSchema>;

/** Keyset position in the oldest-first order: (lastUpdated, asin). */
export const syncCursorSchema = z.object({ lastUpdated: isoDateTimeSchema, asin: asinSchema });
export type SyncCursor = z.infer<typeof syncCursorSchema>;

/** `catalogue.laptops.sync-targets`: active laptops to refresh, least recently updated first. */
export const syncTargetsRequestSchema = z.object({
  priceRangeId: idSchema.optional(),
  asins: z.array(asinSchema).max(20_000).optional(),
  /** Only laptops whose last price observation is older than this. */
  staleBefore: isoDateTimeSchema.optional(),
  /** Continue after this position (the last target of the previous page). */
  after: syncCursorSchema.optional(),
  limit: z.number().int().min(0).max(5_000).default(500),
});
export type SyncTargetsRequest = z.input<typeof syncTargetsRequestSchema>;

export const syncTargetSchema = z.object({
  asin: z.string(),
  lastUpdated: isoDateTimeSchema,
  priceRangeId: z.number().int().positive().nullable(),
});
export type SyncTarget = z.infer<typeof syncTargetSchema>;

export const syncTargetsResultSchema = z.object({
  targets: z.array(syncTargetSchema),
  /** Laptops matching the filters, whatever the page. */
  total: z.number().int().nonnegative(),
});
export type SyncTargetsResult = z.infer<typeof syncTargetsResultSchema>;

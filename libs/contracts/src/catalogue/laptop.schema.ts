import { z } from 'zod';
import { pageOf } from '../common/paging.schema';
import { isoDateTimeSchema, rupeesSchema } from '../common/primitives.schema';
import { priceSourceSchema } from './price-history.schema';

export const GAMING_TIERS = ['Entry', 'Mid-range', 'High-end'] as const;
export const gamingTierSchema = z.enum(GAMING_TIERS);
export type GamingTier = z.infer<typeof gamingTierSchema>;

export const STORAGE_TYPES = ['SSD', 'HDD', 'eMMC'] as const;
export const storageTypeSchema = z.enum(STORAGE_TYPES);

/** Free-form specification sheet; the named keys are the ones pages show first. */
export const specificationsSchema = z
  .object({
    processor: z.string().optional(),
    ram: z.string().optional(),
    storage: z.string().optional(),
    graphics: z.string().optional(),
    display: z.string().optional(),
    battery: z.string().optional(),
    weight: z.string().optional(),
    os: z.string().optional(),
  })
  .catchall(z.string());
export type Specifications = z.infer<typeof specificationsSchema>;

/** A laptop as every reader receives it (docs/product-rules.md §3 field names). */
export const laptopSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  asin: z.string(),
  title: z.string(),
  brand: z.string(),
  model: z.string().nullable(),
  imageUrl: z.string().nullable(),
  affiliateUrl: z.string(),
  originalPrice: rupeesSchema.nullable(),
  currentPrice: rupeesSchema,
  /** A decimal out of 5 held as a string, e.g. "4.3"; null when unrated. */
  rating: z.string().nullable(),
  reviewCount: z.number().int().nonnegative(),
  /** Time of the last successful price observation. */
  lastUpdated: isoDateTimeSchema,
  /** Source of currentPrice: creators-api and keepa are Amazon data; seed is demo data. */
  priceSource: priceSourceSchema,
  priceRangeId: z.number().int().positive().nullable(),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  features: z.array(z.string()),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  specifications: specificationsSchema,
  processorBrand: z.string().nullable(),
  processorModel: z.string().nullable(),
  ramSize: z.number().int().nullable(),
  ramType: z.string().nullable(),
  storageSize: z.number().int().nullable(),
  storageType: z.string().nullable(),
  displaySize: z.string().nullable(),
  displayResolution: z.string().nullable(),
  hasDedicatedGraphics: z.boolean(),
  isGamingLaptop: z.boolean(),
  gamingTier: gamingTierSchema.nullable(),
  gamingPerformanceRating: z.number().int().min(1).max(10).nullable(),
  graphicsBrand: z.string().nullable(),
  graphicsModel: z.string().nullable(),
});
export type Laptop = z.infer<typeof laptopSchema>;

export const laptopListSchema = z.array(laptopSchema);
export type LaptopList = z.infer<typeof laptopListSchema>;

/** One page of a laptop list (every list call's NATS reply; HTTP sends `items` as the body). */
export const laptopPageSchema = pageOf(laptopSchema);
export type LaptopPage = z.infer<typeof laptopPageSchema>;

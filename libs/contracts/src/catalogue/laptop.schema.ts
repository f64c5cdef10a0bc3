import { z } from 'zod';
import { pageOf } from '../common/paging.schema';
import { isoDateTimeSchema, rupeesSchema } from '../common/primitives.schema';
import { laptopOfferSchema } from './deal.schema';
import { priceSourceSchema } from './price-history.schema';
import { cardPriceCheckSchema } from './price-verdicts.schema';

export const GAMING_TIERS = ['Entry', 'Mid-range', 'High-end'] as const;
export const gamingTierSchema = z.enum(GAMING_TIERS);
export type GamingTier = z.infer<typeof gamingTierSchema>;

export const STORAGE_TYPES = ['SSD', 'HDD', 'eMMC'] as const;
export const storageTypeSchema = z.enum(STORAGE_TYPES);

/**
 * Where a laptop is in its life: imported and being edited (draft, never shown to shoppers), on
 * sale (active: every list), or retired (off every list; its page stays, says so, noindex).
 */
export const LAPTOP_STATUSES = ['draft', 'active', 'retired'] as const;
export const laptopStatusSchema = z.enum(LAPTOP_STATUSES);
export type LaptopStatus = z.infer<typeof laptopStatusSchema>;

/** What the retailer says of its offer: buyable now, out of stock, or no offer at all. */
export const AVAILABILITIES = ['in_stock', 'out_of_stock', 'unavailable'] as const;
export const availabilitySchema = z.enum(AVAILABILITIES);
export type Availability = z.infer<typeof availabilitySchema>;

/** One size of a product picture, exactly as the retailer's API serves it (hot-linked). */
export const imageSizeSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ImageSize = z.infer<typeof imageSizeSchema>;

/** A product picture in the sizes the API lists, smallest first; the first picture is the primary. */
export const laptopImageSchema = z.object({ sizes: z.array(imageSizeSchema).min(1).max(8) });
export type LaptopImage = z.infer<typeof laptopImageSchema>;

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
  /** The primary picture's largest size; null without a current picture. */
  imageUrl: z.string().nullable(),
  /** Every current picture (none when the last refresh is older than 24 hours). */
  images: z.array(laptopImageSchema),
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
  status: laptopStatusSchema,
  /** True only for active laptops (status "active"). */
  isActive: z.boolean(),
  /** What the retailer last said of its offer; null before any sync said. */
  availability: availabilitySchema.nullable(),
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
  /**
   * What the card says of the price beside the spec's "{n}% OFF" (docs/deal-verdicts.md): the
   * saving against the 90-day median, "list price never seen in 6 months" and the good-deal
   * badge, from the figures the catalogue keeps with each price it applies.
   */
  priceCheck: cardPriceCheckSchema,
});
export type Laptop = z.infer<typeof laptopSchema>;

/** One laptop's page: the card's fields, our editorial review and the live offers on its price. */
export const laptopDetailSchema = laptopSchema.extend({
  /** Our own review (at least 300 characters once published); null for demo laptops without one. */
  review: z.string().nullable(),
  /** The one-line verdict an editor wrote, instead of the computed one; null: computed. */
  verdict: z.string().nullable(),
  /**
   * Its deals live now that change what it costs (an effective price or a no-cost EMI's cost),
   * soonest-ending first; none for a retired laptop (docs/deal-verdicts.md "On the site").
   */
  offers: z.array(laptopOfferSchema),
});
export type LaptopDetail = z.infer<typeof laptopDetailSchema>;

export const laptopListSchema = z.array(laptopSchema);
export type LaptopList = z.infer<typeof laptopListSchema>;

/** One page of a laptop list (every list call's NATS reply; HTTP sends `items` as the body). */
export const laptopPageSchema = pageOf(laptopSchema);
export type LaptopPage = z.infer<typeof laptopPageSchema>;

import type { EntityManager } from '@mikro-orm/postgresql';
import { buildAffiliateUrl, slugify } from '@bli/domain';
import { z } from 'zod';
import { Laptop, PriceRange } from '../entities';

/** One laptop of a synthetic catalogue (benchmarks and load tests). */
export const syntheticLaptopSchema = z.object({
  asin: z.string().regex(/^[A-Z0-9]{10}$/),
  title: z.string().min(1),
  brand: z.string().min(1).max(80),
  currentPrice: z.number().int().positive(),
  originalPrice: z.number().int().positive().nullable(),
  rating: z.number().min(0).max(5).nullable(),
  reviewCount: z.number().int().nonnegative(),
});
export type SyntheticLaptop = z.infer<typeof syntheticLaptopSchema>;

const BATCH = 1_000;

/**
 * Adds the laptops whose asins are not in the catalogue yet, each in the active range its price
 * falls in, priced as of `now`. Existing asins are left alone, so a second run adds nothing.
 */
export async function seedSyntheticLaptops(
  em: EntityManager,
  laptops: SyntheticLaptop[],
  { associateTag, now = new Date() }: { associateTag: string; now?: Date },
): Promise<number> {
  const ranges = await em.find(PriceRange, { isActive: true }, { orderBy: { minPrice: 'asc' } });
  let added = 0;
  for (let i = 0; i < laptops.length; i += BATCH) {
    const batch = laptops.slice(i, i + BATCH);
    const known = new Set(
      (
        await em.find(Laptop, { asin: { $in: batch.map((l) => l.asin) } }, { fields: ['asin'] })
      ).map((l) => l.asin),
    );
    const rows = batch
      .filter((laptop) => !known.has(laptop.asin))
      .map((laptop) => {
        const range = ranges.find(
          (r) => laptop.currentPrice >= r.minPrice && laptop.currentPrice <= r.maxPrice,
        );
        return Object.assign(new Laptop(), {
          asin: laptop.asin,
          slug: slugify(`${laptop.brand} ${laptop.asin}`),
          title: laptop.title,
          brand: laptop.brand,
          affiliateUrl: buildAffiliateUrl(laptop.asin, associateTag),
          currentPrice: laptop.currentPrice,
          originalPrice: laptop.originalPrice,
          rating: laptop.rating === null ? null : laptop.rating.toFixed(1),
          reviewCount: laptop.reviewCount,
          lastUpdated: now,
          priceSource: 'seed',
          priceRange: range ? em.getReference(PriceRange, range.id) : null,
        });
      });
    await em.persist(rows).flush();
    em.clear();
    added += rows.length;
  }
  return added;
}

import { ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  addDays,
  buildAffiliateUrl,
  istDay,
  priceStatistics,
  slugify,
  storedPriceStats,
  typicalSaleEvents,
  type RecordedPrice,
  type StoredPriceStats,
} from '@bli/domain';
import { Deal, Laptop, PricePoint, PriceRange } from '../entities';
import { readDailyExtremes } from '../price-history/price-points.repository';
import type { DemoLaptop } from './demo-laptop';
import { demoDeals } from './demo-deals.data';
import { demoLaptops } from './demo-laptops.data';
import { demoReviews } from './demo-reviews.data';
import { demoPriceRanges, rangeSlugForPrice } from './demo-price-ranges.data';
import { generatePriceHistory } from './price-history.generator';

export interface SeedOptions {
  associateTag: string;
  /** Seed time: the end of every generated price history and the deals' clock. */
  now?: Date;
}

export interface SeedResult {
  priceRanges: number;
  laptops: number;
  deals: number;
  pricePoints: number;
  /** Laptops stored before (without figures) whose price figures were computed from their history. */
  priceStatistics: number;
}

function laptopSlug(laptop: Pick<DemoLaptop, 'brand' | 'model'>): string {
  return slugify(`${laptop.brand} ${laptop.model}`);
}

/** The sale events the demo prices dip in: the usual calendar the content seed stores too. */
export function demoSaleEventsBefore(now: Date) {
  const today = istDay(now);
  return typicalSaleEvents(addDays(today, -400), today);
}

/** What the price rules say of a history, into the laptop's columns (as price sync keeps them). */
function setStatistics(laptop: Laptop, points: readonly RecordedPrice[], now: Date): void {
  const stats: StoredPriceStats = storedPriceStats(priceStatistics(points, now));
  laptop.median90Days = stats.median90Days;
  laptop.lowestPrice = stats.lowestPrice;
  laptop.highest180Days = stats.highest180Days;
  laptop.historySince = stats.historySince;
}

const FILL_BATCH = 500;

/** The figures of every laptop that has price points but none yet; how many were filled. */
async function fillMissingStatistics(em: EntityManager, now: Date): Promise<number> {
  const rows = await em.execute<{ id: number }[]>(
    `select l.id from catalogue.laptops l
      where l.price_history_since is null
        and exists (select 1 from catalogue.price_points p where p.laptop_id = l.id)`,
  );
  const ids = rows.map((row) => Number(row.id));
  for (let i = 0; i < ids.length; i += FILL_BATCH) {
    const batch = ids.slice(i, i + FILL_BATCH);
    const laptops = await em.find(Laptop, { id: { $in: batch } });
    const byLaptop = new Map<number, RecordedPrice[]>();
    for (const point of await readDailyExtremes(em, batch)) {
      const history = byLaptop.get(point.laptopId) ?? [];
      history.push(point);
      byLaptop.set(point.laptopId, history);
    }
    for (const laptop of laptops) setStatistics(laptop, byLaptop.get(laptop.id) ?? [], now);
  }
  return ids.length;
}

/**
 * Adds whatever part of the demo catalogue is missing, in one transaction. Rows that exist
 * (matched by slug, asin or title) are left as they are, so running it again changes nothing.
 */
export async function seedDemoCatalogue(
  em: EntityManager,
  { associateTag, now = new Date() }: SeedOptions,
): Promise<SeedResult> {
  return em.transactional(async (tx) => {
    const ranges = new Map(
      (await tx.find(PriceRange, { slug: { $in: demoPriceRanges.map((r) => r.slug) } })).map(
        (range) => [range.slug, range],
      ),
    );
    const newRanges = demoPriceRanges
      .filter((data) => !ranges.has(data.slug))
      .map((data) => Object.assign(new PriceRange(), data));
    newRanges.forEach((range) => ranges.set(range.slug, range));
    tx.persist(newRanges);

    const knownAsins = new Set(
      (await tx.find(Laptop, { asin: { $in: demoLaptops.map((l) => l.asin) } })).map((l) => l.asin),
    );
    const newLaptops = demoLaptops
      .filter((data) => !knownAsins.has(data.asin))
      .map(({ dedicatedGraphics, ...data }) => {
        const laptop = Object.assign(new Laptop(), data);
        laptop.hasDedicatedGraphics = dedicatedGraphics;
        laptop.slug = laptopSlug(data);
        laptop.affiliateUrl = buildAffiliateUrl(data.asin, associateTag);
        laptop.lastUpdated = now;
        laptop.priceSource = 'seed';
        laptop.priceRange = ref(ranges.get(rangeSlugForPrice(data.currentPrice))!);
        // On sale from the start; pictures come from the retailer through the sync, never the seed.
        laptop.status = 'active';
        laptop.createdAt = now;
        laptop.publishedAt = now;
        laptop.review = demoReviews[data.asin] ?? null;
        return laptop;
      });
    tx.persist(newLaptops);
    const events = demoSaleEventsBefore(now);
    const histories = new Map(
      newLaptops.map((laptop) => {
        const { points } = generatePriceHistory(laptop, now, events);
        setStatistics(laptop, points, now);
        return [laptop, points] as const;
      }),
    );

    const knownDeals = new Set(
      (await tx.find(Deal, { title: { $in: demoDeals.map((d) => d.title) } })).map((d) => d.title),
    );
    const laptopsByAsin = new Map(
      [
        ...newLaptops,
        ...(await tx.find(Laptop, { asin: { $in: demoDeals.map((d) => d.asin) } })),
      ].map((laptop) => [laptop.asin, laptop]),
    );
    const newDeals = demoDeals
      .filter((data) => !knownDeals.has(data.title) && laptopsByAsin.has(data.asin))
      .map(({ expiresInHours, asin, ...data }) =>
        Object.assign(new Deal(), data, {
          laptop: ref(laptopsByAsin.get(asin)!),
          startsAt: now,
          expiresAt: new Date(now.getTime() + expiresInHours * 3_600_000),
          createdAt: now,
          updatedAt: now,
        }),
      );
    tx.persist(newDeals);
    await tx.flush();

    const points = [...histories].flatMap(([laptop, history]) =>
      history.map((point) => ({
        laptop: laptop.id,
        observedAt: point.observedAt,
        price: point.price,
        source: 'seed',
      })),
    );
    if (points.length > 0) await tx.insertMany(PricePoint, points);

    // Laptops stored before the figures existed (an older data folder) get them from their history.
    const filled = await fillMissingStatistics(tx, now);
    await tx.flush();

    return {
      priceRanges: newRanges.length,
      laptops: newLaptops.length,
      deals: newDeals.length,
      pricePoints: points.length,
      priceStatistics: filled,
    };
  });
}

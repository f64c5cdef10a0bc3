import { Injectable } from '@nestjs/common';
import { ref } from '@mikro-orm/core';
import type {
  ApplyPricesResult,
  CataloguePatterns,
  OfferlessObservation,
  PayloadOf,
  PriceObservation,
  PriceSource,
  SyncTargetsResult,
} from '@bli/contracts';
import { priceStatistics, storedPriceStats } from '@bli/domain';
import { NotFoundError } from '@bli/server-kit';
import { PriceRange, type Laptop } from '../entities';
import { setAvailability, setImages } from '../laptops/retailer-facts';
import { PriceRangesRepository } from '../price-ranges/price-ranges.repository';
import { rangeForPrice } from './price-range-assignment';
import {
  changeSourceOf,
  priceChangedEvent,
  priceFactsOf,
  type PriceFacts,
} from './price-change-events';
import {
  PriceSyncRepository,
  type NewPricePoint,
  type PriceSyncTransaction,
} from './price-sync.repository';

type TargetsRequest = PayloadOf<typeof CataloguePatterns.laptopsSyncTargets>;

/** A retailer observation from sync, or an operator's price (source "admin"). */
export type AppliedObservation = Omit<PriceObservation, 'source'> & { source: PriceSource };

/** What sync saw of one laptop besides its price: its offer's availability and its pictures. */
type Sighting = Pick<PriceObservation, 'asin' | 'observedAt' | 'availability' | 'images'>;

/** What a batch says of one laptop: its priced observations and every sighting, oldest first. */
interface LaptopNews {
  priced: AppliedObservation[];
  sightings: Sighting[];
}

function groupByAsin(
  observations: AppliedObservation[],
  offerless: OfferlessObservation[],
): Map<string, LaptopNews> {
  const byAsin = new Map<string, LaptopNews>();
  const newsOf = (asin: string) => {
    const news = byAsin.get(asin) ?? { priced: [], sightings: [] };
    byAsin.set(asin, news);
    return news;
  };
  for (const observation of observations) {
    const news = newsOf(observation.asin);
    news.priced.push(observation);
    news.sightings.push(observation);
  }
  for (const observation of offerless) newsOf(observation.asin).sightings.push(observation);
  const byTime = (a: Sighting, b: Sighting) => Date.parse(a.observedAt) - Date.parse(b.observedAt);
  for (const news of byAsin.values()) {
    news.priced.sort(byTime);
    news.sightings.sort(byTime);
  }
  return byAsin;
}

/** The newest sighting that says something of `key`. */
function newestWith<K extends 'availability' | 'images'>(
  sightings: Sighting[],
  key: K,
): (Sighting & Required<Pick<Sighting, K>>) | undefined {
  return sightings.findLast((sighting) => sighting[key] !== undefined) as
    (Sighting & Required<Pick<Sighting, K>>) | undefined;
}

/** A list price below the selling price is not a saving: store none rather than a negative one. */
function originalPriceFor(observation: AppliedObservation): number | null | undefined {
  const { originalPrice, currentPrice } = observation;
  if (originalPrice === undefined || originalPrice === null) return originalPrice;
  return originalPrice >= currentPrice ? originalPrice : null;
}

/** Catalogue's side of price sync: what to refresh next, and applying what sync observed. */
@Injectable()
export class PriceSyncService {
  constructor(
    private readonly repository: PriceSyncRepository,
    private readonly priceRanges: PriceRangesRepository,
  ) {}

  async targets(request: TargetsRequest): Promise<SyncTargetsResult> {
    if (
      request.priceRangeId !== undefined &&
      !(await this.priceRanges.isActive(request.priceRangeId))
    ) {
      throw new NotFoundError('Price range not found');
    }
    const filter = {
      priceRangeId: request.priceRangeId,
      asins: request.asins,
      staleBefore: request.staleBefore ? new Date(request.staleBefore) : undefined,
    };
    const [laptops, total] = await Promise.all([
      request.limit > 0
        ? this.repository.findTargets(filter, request.after, request.limit)
        : Promise.resolve([]),
      this.repository.countTargets(filter),
    ]);
    return {
      targets: laptops.map((laptop) => ({
        asin: laptop.asin,
        lastUpdated: laptop.lastUpdated.toISOString(),
        priceRangeId: laptop.priceRange?.id ?? null,
      })),
      total,
    };
  }

  /**
   * One transaction per batch: every observation of a known laptop becomes a price point (the
   * unique index makes a repeat a no-op), and the newest one, when newer than what the laptop
   * shows, becomes its price, rating and time. Observations with no offer (`offerless`) say
   * only what the retailer has of the laptop: its availability and pictures, never its price.
   * Asins the retailer no longer knows (`missing`) are flagged from `now` on; any later sighting
   * clears the flag.
   */
  apply(
    observations: AppliedObservation[],
    offerless: OfferlessObservation[] = [],
    missing: string[] = [],
    now = new Date(),
  ): Promise<ApplyPricesResult> {
    const byAsin = groupByAsin(observations, offerless);
    const missingAsins = [...new Set(missing)].filter((asin) => !byAsin.has(asin));
    const asins = [...byAsin.keys(), ...missingAsins];
    return this.repository.inTransaction(asins, async (laptops, ranges, tx) => {
      const result: ApplyPricesResult = {
        laptopsUpdated: 0,
        updatedAsins: [],
        pricePointsAdded: 0,
        unknownAsins: [],
        rangeChanges: [],
      };
      const laptopsByAsin = new Map(laptops.map((laptop) => [laptop.asin, laptop]));
      const before = new Map(laptops.map((laptop) => [laptop, priceFactsOf(laptop)]));
      const sources = new Map<Laptop, PriceSource>();
      const points: NewPricePoint[] = [];
      for (const [asin, { priced, sightings }] of byAsin) {
        const laptop = laptopsByAsin.get(asin);
        if (!laptop) {
          result.unknownAsins.push(asin);
          continue;
        }
        for (const observation of priced) {
          points.push({
            laptopId: laptop.id,
            observedAt: new Date(observation.observedAt),
            price: observation.currentPrice,
            source: observation.source,
          });
        }
        const newest = priced.at(-1);
        if (newest && new Date(newest.observedAt) > laptop.lastUpdated) {
          const change = this.update(laptop, newest, ranges);
          if (change) result.rangeChanges.push({ asin, ...change });
          sources.set(laptop, newest.source);
          result.laptopsUpdated++;
          result.updatedAsins.push(asin);
        }
        this.record(laptop, sightings);
      }
      for (const asin of missingAsins) {
        const laptop = laptopsByAsin.get(asin);
        if (!laptop) result.unknownAsins.push(asin);
        else laptop.retailerMissingSince ??= now;
      }
      result.pricePointsAdded = await tx.appendPricePoints(points);
      await this.updateStatistics(
        laptops.filter((laptop) => byAsin.get(laptop.asin)?.priced.length),
        tx,
        now,
      );
      await this.recordChanges(laptops, before, sources, tx, now);
      return result;
    });
  }

  /**
   * What each priced laptop's history says now (docs/deal-verdicts.md: 90-day median, lowest
   * without outliers, highest of 180 days, first day), into its columns in this transaction, so
   * the lists' real-discount order and good-deal filter always agree with the history.
   */
  private async updateStatistics(
    laptops: Laptop[],
    tx: PriceSyncTransaction,
    now: Date,
  ): Promise<void> {
    if (laptops.length === 0) return;
    const histories = await tx.dailyExtremes(laptops.map((laptop) => laptop.id));
    for (const laptop of laptops) {
      const stats = storedPriceStats(priceStatistics(histories.get(laptop.id) ?? [], now));
      laptop.median90Days = stats.median90Days;
      laptop.lowestPrice = stats.lowestPrice;
      laptop.highest180Days = stats.highest180Days;
      laptop.historySince = stats.historySince;
    }
  }

  /**
   * Every price or availability that moved becomes a `price-changed` event in the outbox, in
   * this transaction: published once it commits, never for a change that rolled back.
   */
  private async recordChanges(
    laptops: Laptop[],
    before: Map<Laptop, PriceFacts>,
    sources: Map<Laptop, PriceSource>,
    tx: PriceSyncTransaction,
    now: Date,
  ): Promise<void> {
    const moved = laptops.filter((laptop) => {
      const was = before.get(laptop);
      return was && (was.price !== laptop.currentPrice || was.availability !== laptop.availability);
    });
    if (moved.length === 0) return;
    const lowest = await tx.lowestPrices(moved.map((laptop) => laptop.id));
    const events = moved.flatMap((laptop) => {
      const event = priceChangedEvent(
        laptop,
        before.get(laptop) as PriceFacts,
        lowest.get(laptop.id) ?? laptop.currentPrice,
        changeSourceOf(sources.get(laptop) ?? 'creators-api'),
        now,
      );
      return event ? [event] : [];
    });
    await tx.recordPriceEvents(events, now);
  }

  /** The retailer's availability and pictures, as the newest sightings say. */
  private record(laptop: Laptop, sightings: Sighting[]): void {
    // The retailer knows the laptop again.
    if (sightings.length > 0) laptop.retailerMissingSince = null;
    const availability = newestWith(sightings, 'availability');
    // Not older than the price shown: an older sighting is history, like an older price.
    if (availability && new Date(availability.observedAt) >= laptop.lastUpdated) {
      setAvailability(laptop, availability.availability, new Date(availability.observedAt));
    }
    const images = newestWith(sightings, 'images');
    const imagesAt = images && new Date(images.observedAt);
    if (images && imagesAt && (!laptop.imagesRefreshedAt || imagesAt > laptop.imagesRefreshedAt)) {
      setImages(laptop, images.images, imagesAt);
    }
  }

  private update(
    laptop: Laptop,
    observation: AppliedObservation,
    ranges: PriceRange[],
  ): { fromPriceRangeId: number | null; toPriceRangeId: number | null } | null {
    laptop.currentPrice = observation.currentPrice;
    const originalPrice = originalPriceFor(observation);
    if (originalPrice !== undefined) laptop.originalPrice = originalPrice;
    if (observation.rating !== undefined) laptop.rating = observation.rating.toFixed(1);
    if (observation.reviewCount !== undefined) laptop.reviewCount = observation.reviewCount;
    laptop.lastUpdated = new Date(observation.observedAt);
    laptop.priceSource = observation.source;

    // An editor's range stands whatever the price.
    if (laptop.priceRangeLocked) return null;
    const from = laptop.priceRange?.id ?? null;
    const to = rangeForPrice(observation.currentPrice, from, ranges);
    if (to === from) return null;
    laptop.priceRange = to === null ? null : ref(PriceRange, to);
    return { fromPriceRangeId: from, toPriceRangeId: to };
  }
}

import { Injectable } from '@nestjs/common';
import { ref } from '@mikro-orm/core';
import type {
  ApplyPricesResult,
  PayloadOf,
  CataloguePatterns,
  PriceObservation,
  PriceSource,
  SyncTargetsResult,
} from '@bli/contracts';
import { NotFoundError } from '@bli/server-kit';
import { PriceRange, type Laptop } from '../entities';
import { PriceRangesRepository } from '../price-ranges/price-ranges.repository';
import { rangeForPrice } from './price-range-assignment';
import { PriceSyncRepository, type NewPricePoint } from './price-sync.repository';

type TargetsRequest = PayloadOf<typeof CataloguePatterns.laptopsSyncTargets>;

/** A retailer observation from sync, or an operator's price (source "admin"). */
export type AppliedObservation = Omit<PriceObservation, 'source'> & { source: PriceSource };

function groupByAsin(observations: AppliedObservation[]): Map<string, AppliedObservation[]> {
  const byAsin = new Map<string, AppliedObservation[]>();
  for (const observation of observations) {
    const list = byAsin.get(observation.asin) ?? [];
    list.push(observation);
    byAsin.set(observation.asin, list);
  }
  for (const list of byAsin.values()) {
    list.sort((a, b) => Date.parse(a.observedAt) - Date.parse(b.observedAt));
  }
  return byAsin;
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
      !(await this.priceRanges.findActiveById(request.priceRangeId))
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
   * shows, becomes its price, rating and time.
   */
  apply(observations: AppliedObservation[]): Promise<ApplyPricesResult> {
    const byAsin = groupByAsin(observations);
    return this.repository.inTransaction([...byAsin.keys()], async (laptops, ranges, tx) => {
      const result: ApplyPricesResult = {
        laptopsUpdated: 0,
        updatedAsins: [],
        pricePointsAdded: 0,
        unknownAsins: [],
        rangeChanges: [],
      };
      const laptopsByAsin = new Map(laptops.map((laptop) => [laptop.asin, laptop]));
      const points: NewPricePoint[] = [];
      for (const [asin, list] of byAsin) {
        const laptop = laptopsByAsin.get(asin);
        if (!laptop) {
          result.unknownAsins.push(asin);
          continue;
        }
        for (const observation of list) {
          points.push({
            laptopId: laptop.id,
            observedAt: new Date(observation.observedAt),
            price: observation.currentPrice,
            source: observation.source,
          });
        }
        const newest = list[list.length - 1];
        if (new Date(newest.observedAt) > laptop.lastUpdated) {
          const change = this.update(laptop, newest, ranges);
          if (change) result.rangeChanges.push({ asin, ...change });
          result.laptopsUpdated++;
          result.updatedAsins.push(asin);
        }
      }
      result.pricePointsAdded = await tx.appendPricePoints(points);
      return result;
    });
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

    const from = laptop.priceRange?.id ?? null;
    const to = rangeForPrice(observation.currentPrice, from, ranges);
    if (to === from) return null;
    laptop.priceRange = to === null ? null : ref(PriceRange, to);
    return { fromPriceRangeId: from, toPriceRangeId: to };
  }
}

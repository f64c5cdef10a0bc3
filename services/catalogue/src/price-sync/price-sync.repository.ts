import { Injectable } from '@nestjs/common';
import { LockMode, raw, type FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListTotals } from '../laptops/list-totals';
import type { PriceChangedEvent, SyncCursor } from '@bli/contracts';
import { Laptop, PriceEvent, PricePoint, PriceRange } from '../entities';
import { readDailyExtremes, type RecordedPoint } from '../price-history/price-points.repository';

export interface TargetFilter {
  priceRangeId?: number;
  asins?: string[];
  staleBefore?: Date;
}

export interface NewPricePoint {
  laptopId: number;
  observedAt: Date;
  price: number;
  source: string;
}

/** The catalogue reads and writes behind sync's two messages. */
@Injectable()
export class PriceSyncRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly totals: ListTotals,
  ) {}

  /** Oldest price first, by the (last_updated, asin) index; `after` continues a previous page. */
  findTargets(filter: TargetFilter, after: SyncCursor | undefined, limit: number) {
    const where = this.targetWhere(filter);
    const keyset: FilterQuery<Laptop> = after
      ? {
          $or: [
            { lastUpdated: { $gt: new Date(after.lastUpdated) } },
            { lastUpdated: new Date(after.lastUpdated), asin: { $gt: after.asin } },
          ],
        }
      : {};
    return this.em.find(
      Laptop,
      { $and: [where, keyset] },
      {
        orderBy: { lastUpdated: 'asc', asin: 'asc' },
        limit,
        fields: ['asin', 'lastUpdated', 'priceRange'],
      },
    );
  }

  countTargets(filter: TargetFilter): Promise<number> {
    return this.em.count(Laptop, this.targetWhere(filter));
  }

  /**
   * Runs `work` in one transaction with the laptops of these asins locked (in id order, so two
   * batches touching the same laptops cannot deadlock) and the active price ranges at hand.
   */
  inTransaction<T>(
    asins: string[],
    work: (laptops: Laptop[], ranges: PriceRange[], tx: PriceSyncTransaction) => Promise<T>,
  ): Promise<T> {
    const done = this.em.transactional(async (em) => {
      const laptops = await em.find(
        Laptop,
        { asin: { $in: asins } },
        { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
      );
      const ranges = await em.find(
        PriceRange,
        { isActive: true },
        { orderBy: { minPrice: 'asc', id: 'asc' } },
      );
      return work(laptops, ranges, new PriceSyncTransaction(em as EntityManager));
    });
    // Prices and ranges may have moved: the lists' totals are recounted on their next read.
    return done.then((result) => {
      this.totals.clear();
      return result;
    });
  }

  /**
   * Drafts as well as active laptops: a draft's price and pictures must be current to publish it.
   * Stale means an old price or old pictures (or none yet): pictures are shown only while they
   * were refreshed within 24 hours, and the demo seed's laptops get theirs from the first run.
   */
  private targetWhere({ priceRangeId, asins, staleBefore }: TargetFilter): FilterQuery<Laptop> {
    return {
      status: { $in: ['draft', 'active'] },
      ...(priceRangeId !== undefined ? { priceRange: priceRangeId } : {}),
      ...(asins ? { asin: { $in: asins } } : {}),
      ...(staleBefore
        ? {
            $or: [
              { lastUpdated: { $lt: staleBefore } },
              { imagesRefreshedAt: null },
              { imagesRefreshedAt: { $lt: staleBefore } },
            ],
          }
        : {}),
    };
  }
}

/** What a price-sync transaction may do besides changing the locked laptops. */
export class PriceSyncTransaction {
  constructor(private readonly em: EntityManager) {}

  /** insert … on conflict do nothing on (laptop, observed_at, source): returns how many were new. */
  async appendPricePoints(points: NewPricePoint[]): Promise<number> {
    if (points.length === 0) return 0;
    const result = await this.em
      .createQueryBuilder(PricePoint)
      .insert(
        points.map((point) => ({
          laptop: point.laptopId,
          observedAt: point.observedAt,
          price: point.price,
          source: point.source,
        })),
      )
      .onConflict(['laptop', 'observedAt', 'source'])
      .ignore()
      .execute('run');
    return result.affectedRows;
  }

  /**
   * What the price rules read of these laptops' histories (each day's lowest and highest points),
   * the points just added included, by laptop.
   */
  async dailyExtremes(laptopIds: number[]): Promise<Map<number, RecordedPoint[]>> {
    const byLaptop = new Map<number, RecordedPoint[]>(laptopIds.map((id) => [id, []]));
    for (const point of await readDailyExtremes(this.em, laptopIds)) {
      byLaptop.get(point.laptopId)?.push(point);
    }
    return byLaptop;
  }

  /** Each laptop's lowest recorded price (its price points, the ones just added included). */
  async lowestPrices(laptopIds: number[]): Promise<Map<number, number>> {
    const rows = await this.em
      .createQueryBuilder(PricePoint, 'p')
      .select([raw('p.laptop_id as laptop_id'), raw('min(p.price) as lowest')])
      .where({ laptop: { $in: laptopIds } })
      .groupBy('laptop')
      .execute<{ laptop_id: number; lowest: number }[]>('all', false);
    return new Map(rows.map((row) => [Number(row.laptop_id), Number(row.lowest)]));
  }

  /** The changes' events, into the outbox the relay publishes from. */
  async recordPriceEvents(events: PriceChangedEvent[], now: Date): Promise<void> {
    if (events.length === 0) return;
    await this.em.insertMany(
      PriceEvent,
      events.map((event) => ({
        id: event.eventId,
        payload: event,
        createdAt: now,
        publishedAt: null,
      })),
    );
  }
}

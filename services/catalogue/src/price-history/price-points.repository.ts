import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { preparedRows } from '../database/prepared-rows';

/** A price point as the rules read it, with its laptop. */
export interface RecordedPoint {
  laptopId: number;
  price: number;
  observedAt: Date;
  source: string;
}

/**
 * A point's time as its statements read it: epoch milliseconds, a double that pg hands over as a
 * number (a `timestamptz` is parsed field by field, ~2 µs a point; a year's history is 794).
 */
const OBSERVED_MS = 'trunc(extract(epoch from observed_at) * 1000)::float8 as observed_ms';

interface ExtremesRow {
  laptop_id: number;
  price: number;
  observed_ms: number;
  source: string;
  high: number;
}

/**
 * A point's day in India as a number (@bli/domain's dayNumber): its epoch seconds, a double,
 * moved on by 05:30 (India keeps no daylight saving). Cheaper than `at time zone`, which looks
 * the zone up on every row.
 */
const IST_DAY = `floor((date_part('epoch', observed_at) + 19800) / 86400)`;

/**
 * Each day's lowest point (the earliest at that price) and its highest price, per laptop, days
 * in India: all that @bli/domain's price rules read of a history. In one row a day however often
 * it was observed, with one sort of a laptop's points: the window's order is the answer's, and
 * its frame is the whole day. Over the (laptop, observed_at, source) index, for `count` laptops.
 */
const extremesStatement = (count: number) =>
  `select distinct on (laptop_id, day) laptop_id, price, observed_ms, source,
          max(price) over whole_day as high
     from (select laptop_id, ${IST_DAY} as day, price, observed_at, ${OBSERVED_MS}, source
             from catalogue.price_points
            where laptop_id in (${Array.from({ length: count }, () => '?').join(', ')})) as p
   window whole_day as (partition by laptop_id, day order by price asc, observed_at asc
                        rows between unbounded preceding and unbounded following)
    order by laptop_id, day, price asc, observed_at asc`;

/** The statement of the one laptop a laptop page shows. */
const ONE_LAPTOP_EXTREMES = extremesStatement(1);

/**
 * A day whose highest price is above its lowest gives a second point at that price and the
 * lowest one's time, so `dailyPrices` of these points is that of every point.
 */
function toExtremes(rows: readonly ExtremesRow[]): RecordedPoint[] {
  return rows.flatMap((row) => {
    const lowest: RecordedPoint = {
      laptopId: Number(row.laptop_id),
      price: Number(row.price),
      observedAt: new Date(row.observed_ms),
      source: row.source,
    };
    const high = Number(row.high);
    return high > lowest.price ? [lowest, { ...lowest, price: high }] : [lowest];
  });
}

/** The daily extremes of any number of laptops' histories; `em` may be a transaction's. */
export async function readDailyExtremes(
  em: EntityManager,
  laptopIds: readonly number[],
): Promise<RecordedPoint[]> {
  if (laptopIds.length === 0) return [];
  const sql = extremesStatement(laptopIds.length);
  return toExtremes(await em.execute<ExtremesRow[]>(sql, [...laptopIds], 'all'));
}

@Injectable()
export class PricePointsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * The laptop's points from `since` on (every one when null), oldest first: the unique index's
   * order. Read as rows: a history is read on every laptop page.
   */
  async findSince(laptopId: number, since: Date | null): Promise<RecordedPoint[]> {
    const rows = await preparedRows<{ price: number; observed_ms: number; source: string }>(
      this.em,
      `select price, ${OBSERVED_MS}, source from catalogue.price_points
        where laptop_id = ?${since ? ' and observed_at >= ?' : ''}
        order by observed_at asc, source asc`,
      since ? [laptopId, since] : [laptopId],
    );
    return rows.map((row) => ({
      laptopId,
      price: Number(row.price),
      observedAt: new Date(row.observed_ms),
      source: row.source,
    }));
  }

  /** What the rules read of one laptop's whole history (readDailyExtremes), prepared. */
  async dailyExtremes(laptopId: number): Promise<RecordedPoint[]> {
    return toExtremes(await preparedRows<ExtremesRow>(this.em, ONE_LAPTOP_EXTREMES, [laptopId]));
  }
}

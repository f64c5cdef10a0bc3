import { raw, type FilterQuery, type QueryOrderMap, type RawQueryFragment } from '@mikro-orm/core';
import type { Laptop } from '../entities';
import { RANK_ORDER } from './laptop-rank.sql';
import type { RankKey } from './rank-cursor';

/** The properties that lead a rank index of their own (laptop-rank.sql.ts, RANK_INDEXES), and their columns. */
const LEADING_PROPERTIES = [
  ['priceRange', '"price_range_id"'],
  ['processorBrand', '"processor_brand"'],
  ['ramSize', '"ram_size"'],
  ['storageType', '"storage_type"'],
] as const;

/** The names a page's rows carry their rank key under (RANK_ORDER's keys, in order). */
export const RANK_KEY_COLUMNS = RANK_ORDER.map((_, i) => `rank_key_${i}`);

export interface RankedPageQuery {
  /** The active laptops `where` selects, as stated: what a COUNT of the list uses. */
  active: FilterQuery<Laptop>;
  /** The same laptops, stated for the page query (below). */
  where: FilterQuery<Laptop>;
  orderBy: QueryOrderMap<Laptop>[];
  /** The order's key of each row, selected as `keyColumns`: the last one is the next cursor. */
  rankKey: RawQueryFragment[];
  /** The names the key is selected under (RANK_KEY_COLUMNS in the rank order). */
  keyColumns: readonly string[];
  /** With a cursor: the rows after its key, as SQL with its parameters (not an OFFSET). */
  after?: { sql: string; params: unknown[] };
}

/** A new fragment per query: MikroORM consumes a raw fragment once it is used. */
const rankOrder = (): QueryOrderMap<Laptop>[] =>
  RANK_ORDER.map(({ sql, direction }) => ({ [raw(sql)]: direction }) as QueryOrderMap<Laptop>);

/**
 * The active laptops `where` selects, in rank order, written so that PostgreSQL walks the rank
 * index led by `where`'s equality column when it has one (a price range, a processor brand, a
 * RAM size, a storage type). Left to itself the planner read those lists from the index of every
 * laptop, skipping the others' rows, as it assumes a range's laptops are spread evenly along the
 * rank order; they are not (ranks follow price and reviews), and at 100,000 laptops the AMD list
 * skipped 7,000 rows that way (5.8 ms against 0.5 ms from its own index). Given `x = 3`, the
 * planner drops `x` from the order; given the same condition as `x >= 3 and x <= 3` it keeps `x`
 * first in the order, which only the index led by `x` gives without a sort. Same rows, same order.
 *
 * `after` (a cursor's key) starts the page right after that row: one row comparison over the
 * index's columns, leading ones included, `(x, key…) > (3, cursor key…)`, which the index answers
 * as a range starting there, so a deep page reads its own rows and no more.
 */
export function rankedPageQuery(where: FilterQuery<Laptop>, after?: RankKey): RankedPageQuery {
  const active = { ...(where as object), isActive: true };
  const conditions: Record<string, unknown> = { ...active };
  const leading: QueryOrderMap<Laptop>[] = [];
  const columns: string[] = [];
  const values: unknown[] = [];
  for (const [property, column] of LEADING_PROPERTIES) {
    const value = conditions[property];
    if (typeof value !== 'number' && typeof value !== 'string') continue;
    conditions[property] = { $gte: value, $lte: value };
    leading.push({ [property]: 'asc' } as QueryOrderMap<Laptop>);
    columns.push(column);
    values.push(value);
  }
  const keyColumns = [...columns, ...RANK_ORDER.map(({ sql }) => sql)];
  return {
    active: active as FilterQuery<Laptop>,
    where: conditions as FilterQuery<Laptop>,
    orderBy: [...leading, ...rankOrder()],
    rankKey: RANK_ORDER.map(({ sql }, i) => raw(`${sql} as "${RANK_KEY_COLUMNS[i]}"`)),
    keyColumns: RANK_KEY_COLUMNS,
    ...(after && {
      after: {
        sql: `(${keyColumns.join(', ')}) > (${keyColumns.map(() => '?').join(', ')})`,
        params: [...values, ...after],
      },
    }),
  };
}

import { raw, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import type { Laptop } from '../entities';
import type { RankedPageQuery } from './ranked-page.query';
import type { RealDiscountKey } from './real-discount-cursor';
import { REAL_DISCOUNT_ORDER } from './real-discount.sql';

/** The names a page's rows carry their real-discount key under. */
export const REAL_DISCOUNT_KEY_COLUMNS = REAL_DISCOUNT_ORDER.map((_, i) => `discount_key_${i}`);

/**
 * The active laptops `where` selects in the real-discount order (largest saving against the
 * 90-day median first), read from laptops_real_discount_index; `after` (a cursor's key) starts
 * right after that row with one row comparison, as the rank order does. A list narrowed to a
 * range or a filter walks the same index, skipping the others' rows.
 */
export function realDiscountPageQuery(
  where: FilterQuery<Laptop>,
  after?: RealDiscountKey,
): RankedPageQuery {
  const active = { ...(where as object), isActive: true } as FilterQuery<Laptop>;
  const columns = REAL_DISCOUNT_ORDER.map(({ sql }) => sql);
  return {
    active,
    where: active,
    // A new fragment per query: MikroORM consumes a raw fragment once it is used.
    orderBy: REAL_DISCOUNT_ORDER.map(
      ({ sql, direction }) => ({ [raw(sql)]: direction }) as QueryOrderMap<Laptop>,
    ),
    rankKey: REAL_DISCOUNT_ORDER.map(({ sql }, i) =>
      raw(`${sql} as "${REAL_DISCOUNT_KEY_COLUMNS[i]}"`),
    ),
    keyColumns: REAL_DISCOUNT_KEY_COLUMNS,
    ...(after && {
      after: { sql: `(${columns.join(', ')}) > (?, ?)`, params: [...after] },
    }),
  };
}

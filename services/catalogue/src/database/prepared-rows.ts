import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Statement texts named at most. Only lookups are prepared (a laptop, its offers, its points, a
 * range), a handful of texts; past this, a new text runs as any other statement does.
 */
export const MAX_PREPARED_TEXTS = 100;

interface Named {
  name: string;
  /** The text with `$1`, `$2`… where MikroORM writes `?`. */
  text: string;
}

/** Each text's name, or null for a text that is not prepared (see `named`). */
const names = new Map<string, Named | null>();

/** A value pg binds as what MikroORM would have written in its place. */
function bindable(value: unknown): boolean {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof Date
  );
}

/**
 * The text numbered as PostgreSQL takes it: each `?` is the next parameter, as MikroORM's
 * `formatQuery` reads it. A text with MikroORM's other marks (`??` an identifier, `\?` a
 * question mark) is not prepared, nor one whose marks and parameters do not match.
 */
function named(sql: string, paramCount: number): Named | null {
  const kept = names.get(sql);
  if (kept !== undefined) return kept;
  if (names.size >= MAX_PREPARED_TEXTS) return null;
  const parts = sql.split('?');
  const numberable = !sql.includes('??') && !sql.includes('\\?') && parts.length - 1 === paramCount;
  const entry = numberable
    ? {
        name: `catalogue_lookup_${names.size + 1}`,
        text: parts.reduce((text, part, i) => `${text}$${i}${part}`),
      }
    : null;
  names.set(sql, entry);
  return entry;
}

/**
 * Rows of a read whose plan is the same whatever its values (a unique key, one laptop's rows),
 * as a named prepared statement: PostgreSQL parses and plans it once per pooled connection, where
 * MikroORM sends every statement as text with its values written in, parsed and planned anew
 * (a laptop's row by slug: 0.39 ms extended, 0.063–0.068 ms prepared, pgbench). Same rows as
 * `em.execute(sql, params, 'all')`: the same pool, with MikroORM's type parsers. In a transaction,
 * or for values pg would bind differently (arrays, objects), it is that call.
 */
export async function preparedRows<Row>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
): Promise<Row[]> {
  const statement =
    em.isInTransaction() || !params.every(bindable) ? null : named(sql, params.length);
  if (!statement) return em.execute<Row[]>(sql, [...params], 'all');
  const pool = await em.getConnection().getNativeClient();
  const { rows } = await pool.query({ ...statement, values: [...params] });
  return rows as Row[];
}

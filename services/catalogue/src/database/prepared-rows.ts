import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * How a read is prepared. `lookup`: a read whose plan is the same whatever its values (a unique
 * key, one laptop's rows): its values are parameters, one statement for all of them. `list`: a
 * list's first page, whose plan reads its values (a range's ids, a partial index's condition):
 * prepared as MikroORM writes it, values in the text, so PostgreSQL plans it exactly as it would
 * the text; one statement per page. `search`: a search's statement, its words and budget as
 * parameters (one statement per shape of search: which filters, how many words), planned for
 * its values until PostgreSQL finds a generic plan as cheap (its plan cache's `auto` mode).
 */
export type Preparation = 'lookup' | 'list' | 'search';

/** Lookup texts named at most: a handful are used (a laptop, its offers, its points, a range). */
export const MAX_PREPARED_TEXTS = 100;

/**
 * List texts named at most. A prepared list holds ~170 KB of its connection's memory in
 * PostgreSQL (`pg_backend_memory_contexts`, the gaming list): at most 5.4 MB a connection,
 * for the first pages shoppers ask most (featured, gaming, each range, the filters, the similar
 * laptops); a list seen after these runs as any other statement does.
 */
export const MAX_PREPARED_LISTS = 32;

/**
 * Search texts named at most. A prepared search holds ~200 KB of its connection's memory (the
 * facets of "gaming laptop under 80k": CachedPlan 71 KB, CachedPlanSource and CachedPlanQuery
 * 64 KB each), so at most 6.4 MB a connection.
 */
export const MAX_PREPARED_SEARCHES = 32;

interface Named {
  name: string;
  /** The text as PostgreSQL takes it. */
  text: string;
}

/** The names of one kind of text: first come, first named, up to `max`. */
class TextNames {
  /** Each text's name, or null for a text that is not prepared. */
  private readonly names = new Map<string, Named | null>();

  constructor(
    private readonly prefix: string,
    private readonly max: number,
  ) {}

  /** `text`: what PostgreSQL is to prepare for `key`, or null to leave it to MikroORM. */
  of(key: string, text: () => string | null): Named | null {
    const kept = this.names.get(key);
    if (kept !== undefined) return kept;
    if (this.names.size >= this.max) return null;
    const prepared = text();
    const entry =
      prepared === null ? null : { name: `${this.prefix}${this.names.size + 1}`, text: prepared };
    this.names.set(key, entry);
    return entry;
  }
}

const lookups = new TextNames('catalogue_lookup_', MAX_PREPARED_TEXTS);
const lists = new TextNames('catalogue_list_', MAX_PREPARED_LISTS);
const searches = new TextNames('catalogue_search_', MAX_PREPARED_SEARCHES);

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
function numbered(sql: string, paramCount: number): string | null {
  const parts = sql.split('?');
  const numberable = !sql.includes('??') && !sql.includes('\\?') && parts.length - 1 === paramCount;
  return numberable ? parts.reduce((text, part, i) => `${text}$${i}${part}`) : null;
}

/**
 * Rows of a read as a named prepared statement: PostgreSQL parses it once per pooled connection
 * (and plans a lookup once), where MikroORM sends every statement as text with its values
 * written in, parsed and planned anew (pgbench, one client: a laptop's row by slug 0.39 ms
 * extended, 0.063–0.068 ms prepared; the featured list 0.48 → 0.28 ms, a range's first 100
 * 0.59 → 0.39). Same rows as `em.execute(sql, params, 'all')`: the same pool, with MikroORM's
 * type parsers. In a transaction, or for a lookup's values pg would bind differently (arrays,
 * objects), it is that call.
 */
export async function preparedRows<Row>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
  preparation: Preparation = 'lookup',
): Promise<Row[]> {
  const statement = em.isInTransaction() ? null : named(em, sql, params, preparation);
  if (!statement) return em.execute<Row[]>(sql, [...params], 'all');
  const values = preparation === 'list' ? [] : [...params];
  const pool = await em.getConnection().getNativeClient();
  const { rows } = await pool.query({ ...statement, values });
  return rows as Row[];
}

function named(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
  preparation: Preparation,
): Named | null {
  if (preparation === 'list') {
    // The text MikroORM's execute would send (AbstractSqlConnection.prepareQuery).
    const text = em.getPlatform().formatQuery(sql, [...params]);
    return lists.of(text, () => text);
  }
  const names = preparation === 'search' ? searches : lookups;
  return params.every(bindable) ? names.of(sql, () => numbered(sql, params.length)) : null;
}

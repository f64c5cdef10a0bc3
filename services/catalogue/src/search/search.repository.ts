import { Injectable } from '@nestjs/common';
import type { SearchFilters, SearchSort } from '@bli/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { preparedRows } from '../database/prepared-rows';
import { ReadStatements, statementKey } from '../database/read-statements';
import { Laptop } from '../entities';
import { CARD_PROPERTIES, type LaptopCard } from '../laptops/laptop.mapper';
import { FACET_COLUMNS_SQL, type FacetRow } from './search-facets';
import {
  filterConditions,
  joinConditions,
  orderBy,
  relevanceExpression,
  textCondition,
  type SqlFragment,
  type TextMode,
} from './search-sql';

const TABLE = '"catalogue"."laptops"';

/** Close enough to count as a typo: "idepad" is 0.5 like "ideapad" (PostgreSQL's default: 0.6). */
const FUZZY_WORD_SIMILARITY = '0.45';

export interface SearchPage {
  ids: number[];
  total: number;
  facets: FacetRow;
}

/**
 * The search's one statement: the matches' filtered and counted columns (read from the covering
 * index when no words are asked), a page of their ids in order, their total and facets.
 */
export function searchStatement(
  filters: SearchFilters,
  sort: SearchSort,
  limit: number,
  offset: number,
  mode: TextMode,
): SqlFragment {
  const where = joinConditions(filterConditions(filters, mode));
  const relevance = relevanceExpression(filters.terms, mode);
  return {
    sql: `with base as materialized (
         select "id", "brand", "processor_brand", "ram_size", "storage_type", "has_dedicated_graphics",
                "gaming_tier", "current_price", "weight_kg", "rating", "review_count",
                ${relevance.sql} as relevance
           from ${TABLE} where ${where.sql}
       )
       select count(*) as total,
              (select coalesce(json_agg(p."id"), '[]'::json) from
                 (select "id" from base order by ${orderBy(sort, mode === 'fuzzy' && filters.terms.length > 0)}
                   limit ? offset ?) p) as ids,
              ${FACET_COLUMNS_SQL}
         from base`,
    params: [...relevance.params, ...where.params, limit, offset],
  };
}

/**
 * The catalogue's search queries; each is one statement served by the laptops indexes (in fuzzy
 * mode inside a transaction that lowers the trigram threshold), so a search runs a bounded
 * number of statements whatever it is asked.
 */
@Injectable()
export class SearchRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly statements: ReadStatements,
  ) {}

  /** One page of ids in order, the total and every facet count, in one round trip. */
  async search(
    filters: SearchFilters,
    sort: SearchSort,
    limit: number,
    offset: number,
    mode: TextMode,
  ): Promise<SearchPage> {
    const statement = searchStatement(filters, sort, limit, offset, mode);
    const rows = await this.query<FacetRow & { total: string; ids: number[] }>(
      mode,
      statement.sql,
      statement.params,
    );
    const row = rows[0];
    return { ids: row.ids, total: Number(row.total), facets: row };
  }

  /** How many laptops each budget would find, with every other filter kept. */
  async countUnderBudgets(filters: SearchFilters, budgets: readonly number[]): Promise<number[]> {
    if (budgets.length === 0) return [];
    const where = joinConditions(filterConditions(filters, 'fuzzy', { price: true }));
    const min = filters.minPrice ?? 0;
    const rows = await this.query<Record<string, string>>(
      'fuzzy',
      `select ${budgets
        .map((_, i) => `count(*) filter (where "current_price" between ? and ?) as b${i}`)
        .join(', ')} from ${TABLE} where ${where.sql}`,
      [...budgets.flatMap((budget) => [min, budget]), ...where.params],
    );
    return budgets.map((_, i) => Number(rows[0][`b${i}`]));
  }

  /** The lowest price among the matches with the budget left out; null when none match. */
  async cheapestIgnoringBudget(filters: SearchFilters): Promise<number | null> {
    const where = joinConditions(filterConditions(filters, 'fuzzy', { price: true }));
    const rows = await this.query<{ cheapest: number | null }>(
      'fuzzy',
      `select min("current_price") as cheapest from ${TABLE} where ${where.sql}`,
      where.params,
    );
    return rows[0].cheapest;
  }

  /**
   * For each word, whether it matches some active laptop on its own (else it is dropped from a
   * query): one statement however many words (the parser keeps at most `MAX_SEARCH_TERMS`).
   */
  async termsMatchingAnything(terms: readonly string[]): Promise<boolean[]> {
    if (terms.length === 0) return [];
    const checks = terms.map((term) => textCondition([term], 'fuzzy')!);
    const rows = await this.query<{ found: boolean[] }>(
      'fuzzy',
      `select array[${checks
        .map((check) => `exists (select 1 from ${TABLE} where "is_active" = true and ${check.sql})`)
        .join(', ')}]::boolean[] as found`,
      checks.flatMap((check) => check.params),
    );
    return rows[0].found;
  }

  /** Laptops whose text is closest to what is typed, for the search box. */
  async closest(text: string, limit: number): Promise<number[]> {
    const condition = textCondition(text.split(/\s+/).filter(Boolean), 'words')!;
    const rows = await this.query<{ id: number }>(
      'words',
      `select "id" from ${TABLE} where "is_active" = true and ${condition.sql}
        order by "review_count" desc, "id" limit ?`,
      [...condition.params, limit],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Runs a statement: prepared, its values bound (PostgreSQL parses a search's shape once per
   * connection: the facets of "gaming laptop under 80k" 0.54 ms as text, 0.17 prepared); in fuzzy
   * mode as text, with the trigram word-similarity threshold lowered for its transaction only,
   * so the GIN index still serves the `<%` operator.
   */
  private async query<Row extends object>(
    mode: TextMode,
    sql: string,
    params: unknown[],
  ): Promise<Row[]> {
    if (mode !== 'fuzzy') return preparedRows<Row>(this.em, sql, params, 'search');
    const connection = this.em.getConnection();
    return connection.transactional(async (trx) => {
      await connection.execute(
        `select set_config('pg_trgm.word_similarity_threshold', ?, true)`,
        [FUZZY_WORD_SIMILARITY],
        'all',
        trx,
      );
      return (await connection.execute(sql, params, 'all', trx)) as Row[];
    });
  }

  /**
   * The cards of the laptops of those ids, in that order, read as rows (not entities). The `in`
   * list is padded to a power of two (its last id repeated), so a handful of statements, one for
   * each length up to the page size, serve every page, each prepared once per connection.
   */
  async byIds(ids: readonly number[]): Promise<LaptopCard[]> {
    if (ids.length === 0) return [];
    const padded = paddedIds(ids);
    const laptops = await this.statements.rows<LaptopCard>(
      this.em,
      Laptop,
      statementKey('cards', padded.length),
      () =>
        this.em
          .createQueryBuilder(Laptop)
          .select([...CARD_PROPERTIES])
          .where({ id: { $in: padded } }),
      { values: padded, prepared: 'lookup' },
    );
    const byId = new Map(laptops.map((laptop) => [laptop.id, laptop]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}

/** Ids padded with the last to the next power of two: `in` lists of a few lengths only. */
function paddedIds(ids: readonly number[]): number[] {
  let length = 1;
  while (length < ids.length) length *= 2;
  return [...ids, ...Array.from({ length: length - ids.length }, () => ids[ids.length - 1])];
}

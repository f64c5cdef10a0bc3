import { Injectable } from '@nestjs/common';
import type { SearchFilters, SearchSort } from '@bli/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Laptop } from '../entities';
import { SEARCH_DOCUMENT_SQL } from './search-document.sql';
import { FACET_COLUMNS_SQL, type FacetRow } from './search-facets';
import {
  filterConditions,
  joinConditions,
  orderBy,
  relevanceExpression,
  textCondition,
} from './search-sql';

const TABLE = '"catalogue"."laptops"';

export interface SearchPage {
  ids: number[];
  total: number;
  facets: FacetRow;
}

/** The catalogue's search queries; each is one statement served by the laptops indexes. */
@Injectable()
export class SearchRepository {
  constructor(private readonly em: EntityManager) {}

  /** One page of ids in order, the total and every facet count, in one round trip. */
  async search(
    filters: SearchFilters,
    sort: SearchSort,
    limit: number,
    offset: number,
  ): Promise<SearchPage> {
    const where = joinConditions(filterConditions(filters));
    const relevance = relevanceExpression(filters.terms);
    const rows = await this.em
      .getConnection()
      .execute<(FacetRow & { total: string; ids: number[] })[]>(
        `with base as materialized (
         select "id", "brand", "processor_brand", "ram_size", "storage_type", "has_dedicated_graphics",
                "gaming_tier", "current_price", "weight_kg", "rating", "review_count",
                ${relevance.sql} as relevance
           from ${TABLE} where ${where.sql}
       )
       select count(*) as total,
              (select coalesce(json_agg(p."id"), '[]'::json) from
                 (select "id" from base order by ${orderBy(sort, filters.terms.length > 0)}
                   limit ? offset ?) p) as ids,
              ${FACET_COLUMNS_SQL}
         from base`,
        [...relevance.params, ...where.params, limit, offset],
      );
    const row = rows[0];
    return { ids: row.ids, total: Number(row.total), facets: row };
  }

  /** How many laptops each budget would find, with every other filter kept. */
  async countUnderBudgets(filters: SearchFilters, budgets: readonly number[]): Promise<number[]> {
    if (budgets.length === 0) return [];
    const where = joinConditions(filterConditions(filters, { price: true }));
    const min = filters.minPrice ?? 0;
    const rows = await this.em
      .getConnection()
      .execute<Record<string, string>[]>(
        `select ${budgets
          .map((_, i) => `count(*) filter (where "current_price" between ? and ?) as b${i}`)
          .join(', ')} from ${TABLE} where ${where.sql}`,
        [...budgets.flatMap((budget) => [min, budget]), ...where.params],
      );
    return budgets.map((_, i) => Number(rows[0][`b${i}`]));
  }

  /** The lowest price among the matches with the budget left out; null when none match. */
  async cheapestIgnoringBudget(filters: SearchFilters): Promise<number | null> {
    const where = joinConditions(filterConditions(filters, { price: true }));
    const rows = await this.em
      .getConnection()
      .execute<{ cheapest: number | null }[]>(
        `select min("current_price") as cheapest from ${TABLE} where ${where.sql}`,
        where.params,
      );
    return rows[0].cheapest;
  }

  /** True when a word matches some active laptop on its own (else it is dropped from a query). */
  async termMatchesAnything(term: string): Promise<boolean> {
    const text = textCondition([term])!;
    const rows = await this.em
      .getConnection()
      .execute<{ found: boolean }[]>(
        `select exists (select 1 from ${TABLE} where "is_active" = true and ${text.sql}) as found`,
        text.params,
      );
    return rows[0].found;
  }

  /** Laptops whose text is closest to what is typed, for the search box. */
  async closest(text: string, limit: number): Promise<number[]> {
    const condition = textCondition(text.split(/\s+/).filter(Boolean))!;
    const rows = await this.em.getConnection().execute<{ id: number }[]>(
      `select "id" from ${TABLE} where "is_active" = true and ${condition.sql}
        order by public.word_similarity(?, ${SEARCH_DOCUMENT_SQL}) desc, "review_count" desc, "id"
        limit ?`,
      [...condition.params, text, limit],
    );
    return rows.map((row) => row.id);
  }

  /** The laptops of those ids, in that order. */
  async byIds(ids: readonly number[]): Promise<Laptop[]> {
    if (ids.length === 0) return [];
    const laptops = await this.em.find(Laptop, { id: { $in: [...ids] } });
    const byId = new Map(laptops.map((laptop) => [laptop.id, laptop]));
    return ids.map((id) => byId.get(id)).filter((laptop): laptop is Laptop => Boolean(laptop));
  }
}

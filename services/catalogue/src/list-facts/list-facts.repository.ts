import { Injectable } from '@nestjs/common';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager, type QBFilterQuery } from '@mikro-orm/postgresql';
import {
  LAPTOP_SITEMAP_PART_SIZE,
  LAPTOPS_PER_PROCESSOR,
  OBSERVATION_SOURCES,
  type LaptopSitemapPart,
  type ProcessorLaptop,
} from '@bli/contracts';
import { PRICE_MAX_AGE_MS, TRAVEL_WEIGHT_LIMIT_KG } from '@bli/domain';
import { CATALOGUE_SCHEMA } from '../database/mikro-orm.config';
import { Laptop } from '../entities';
import { RANK_ORDER_SQL } from '../laptops/laptop-rank.sql';
import type { HomeSummaryRow, ListFactsRow, SitemapPartRow } from './list-facts.mapper';
import { OLED_DISPLAY_SQL } from './oled-display.sql';
import { PROCESSOR_TOKENS_SQL } from './processor-match.sql';

const TABLE = `"${CATALOGUE_SCHEMA}"."laptops"`;
const RANGES = `"${CATALOGUE_SCHEMA}"."price_ranges"`;

/** A timestamp as the contracts write it: ISO 8601 in UTC with milliseconds (toISOString). */
const iso = (expression: string) =>
  `to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Amazon's 24-hour rule (isPriceCurrent) over "last_updated": two parameters, since and now. */
const CURRENT = `"last_updated" between ? and ?`;
const currentWindow = (now: Date) => [new Date(now.getTime() - PRICE_MAX_AGE_MS), now];

/** The counts of ListFactsRow that add up over the brands. */
const SUMS = [
  'ram16_plus',
  'ssd',
  'dedicated_graphics',
  'intel',
  'amd',
  'gaming',
  'entry',
  'mid_range',
  'high_end',
] as const;

/** The active laptops of a processor name (a needle: processorNeedle), best ranked first. */
export interface ProcessorLaptopRow extends ProcessorLaptop {
  /** The 1-based position of the name it matched among those asked. */
  position: number;
}

/**
 * What the home page says of every active laptop, without reading their rows: the counts per
 * brand from the covering search index (one pass), the OLED panels from their partial index,
 * and each price range's first verified current laptop from the range's index.
 */
export function homeSummaryStatement(now: Date): { sql: string; params: unknown[] } {
  return {
    sql: `with brands as (
         select lower("brand") as brand, count(*) as laptops,
                count(*) filter (where "is_gaming_laptop") as gaming,
                count(*) filter (where "has_dedicated_graphics") as dedicated_graphics,
                count(*) filter (where "ram_size" >= 16) as ram16_or_more,
                count(*) filter (where "weight_kg" <= ?) as travel_weight
           from ${TABLE} where "is_active" group by lower("brand")
       )
       select coalesce(sum(laptops), 0) as total,
              coalesce(json_object_agg(brand, laptops), '{}'::json) as laptops_by_brand,
              (select coalesce(array_agg(range."id" order by range."id"), '{}') from ${RANGES} as range
                where exists (select 1 from ${TABLE} as laptop
                               where laptop."price_range_id" = range."id" and laptop."is_active"
                                 and laptop."price_source" in (${OBSERVATION_SOURCES.map(() => '?').join(', ')})
                                 and laptop.${CURRENT})) as verified_range_ids,
              coalesce(sum(gaming), 0) as gaming,
              coalesce(sum(dedicated_graphics), 0) as dedicated_graphics,
              coalesce(sum(ram16_or_more), 0) as ram16_or_more,
              (select count(*) from ${TABLE} where "is_active" and ${OLED_DISPLAY_SQL}) as oled_displays,
              coalesce(sum(travel_weight), 0) as travel_weight
         from brands`,
    params: [TRAVEL_WEIGHT_LIMIT_KG, ...OBSERVATION_SOURCES, ...currentWindow(now)],
  };
}

/**
 * The aggregates pages describing a whole list quote, each one statement however long the list:
 * no laptop row leaves the database except the few a page shows.
 */
@Injectable()
export class ListFactsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * What the laptops `where` selects add up to (`where` names the active ones: whereForList), in
   * one pass that groups them by brand (a hash, where counting distinct brands sorted them all),
   * then sums the brands; from the covering search index when `where` reads only its columns.
   */
  async facts(where: FilterQuery<Laptop>, now: Date): Promise<ListFactsRow> {
    const list = this.select(where);
    const [row] = await this.em.getConnection().execute<ListFactsRow[]>(
      `select coalesce(sum(laptops), 0) as count,
              count(*) as brands,
              min(cheapest) as cheapest,
              ${iso('min(as_of)')} as as_of,
              ${SUMS.map((column) => `coalesce(sum(${column}), 0) as ${column}`).join(', ')},
              ${iso('max(newest)')} as newest
         from (select lower("brand"), count(*) as laptops,
                      min("current_price") filter (where ${CURRENT}) as cheapest,
                      min("last_updated") filter (where ${CURRENT}) as as_of,
                      count(*) filter (where "ram_size" >= 16) as ram16_plus,
                      count(*) filter (where upper("storage_type") = 'SSD') as ssd,
                      count(*) filter (where "has_dedicated_graphics") as dedicated_graphics,
                      count(*) filter (where lower("processor_brand") = 'intel') as intel,
                      count(*) filter (where lower("processor_brand") = 'amd') as amd,
                      count(*) filter (where "is_gaming_laptop") as gaming,
                      count(*) filter (where "gaming_tier" = 'Entry') as entry,
                      count(*) filter (where "gaming_tier" = 'Mid-range') as mid_range,
                      count(*) filter (where "gaming_tier" = 'High-end') as high_end,
                      max("last_updated") as newest
                 from (${list.sql}) as list group by 1) as per_brand`,
      [...currentWindow(now), ...currentWindow(now), ...list.params],
    );
    return row;
  }

  /** Each list's newest price observation as ISO text (null for an empty list), in order. */
  async newest(wheres: readonly FilterQuery<Laptop>[]): Promise<(string | null)[]> {
    const lists = wheres.map((where) => this.select(where));
    const [row] = await this.em.getConnection().execute<{ newest: (string | null)[] }[]>(
      `select array[${lists
        .map((list) => `(select ${iso(`max("last_updated")`)} from (${list.sql}) as list)`)
        .join(', ')}]::text[] as newest`,
      lists.flatMap((list) => list.params),
    );
    return row.newest;
  }

  /** What the home page says of every active laptop (homeSummaryStatement). */
  async homeSummary(now: Date): Promise<HomeSummaryRow> {
    const { sql, params } = homeSummaryStatement(now);
    const [row] = await this.em.getConnection().execute<HomeSummaryRow[]>(sql, params);
    return row;
  }

  /**
   * For each needle (processorNeedle), the first LAPTOPS_PER_PROCESSOR active laptops in rank
   * order whose processorModel or specifications.processor contains it: each needle's matches
   * come from the trigram index of the processor tokens (PROCESSOR_TOKENS_INDEX_SQL), then only
   * they are put in rank order.
   */
  async byProcessors(needles: readonly string[]): Promise<ProcessorLaptopRow[]> {
    return this.em.getConnection().execute<ProcessorLaptopRow[]>(
      `select position, "slug", "title", "brand", "processorModel", "currentPrice",
              "originalPrice", "lastUpdated"
         from (select asked.position::int as position, "slug", "title", "brand",
                      "processor_model" as "processorModel", "current_price" as "currentPrice",
                      "original_price" as "originalPrice", ${iso('"last_updated"')} as "lastUpdated",
                      row_number() over (partition by asked.position order by ${RANK_ORDER_SQL}) as rank
                 from json_array_elements_text(?::json) with ordinality as asked(needle, position)
                 join ${TABLE} on "is_active"
                  and ${PROCESSOR_TOKENS_SQL} like '%' || asked.needle || '%') as matched
        where rank <= ?
        order by position, rank`,
      [JSON.stringify(needles), LAPTOPS_PER_PROCESSOR],
    );
  }

  /**
   * The sitemap parts that hold active laptops, with their counts and newest observations; part
   * n is the ids (n − 1) × size + 1 to n × size.
   */
  sitemapParts(size = LAPTOP_SITEMAP_PART_SIZE): Promise<SitemapPartRow[]> {
    return this.em.getConnection().execute<SitemapPartRow[]>(
      `select ("id" - 1) / ? + 1 as part, count(*) as laptops, ${iso('max("last_updated")')} as newest
         from ${TABLE} where "is_active" group by 1 order by 1`,
      [size],
    );
  }

  /** One part's active laptops by id: a range of the primary key. */
  sitemapPart(part: number, size = LAPTOP_SITEMAP_PART_SIZE): Promise<LaptopSitemapPart> {
    const first = (part - 1) * size + 1;
    return this.em.getConnection().execute<LaptopSitemapPart>(
      `select "slug", ${iso('"last_updated"')} as "lastUpdated"
         from ${TABLE} where "is_active" and "id" between ? and ? order by "id"`,
      [first, first + size - 1],
    );
  }

  /** The laptops `where` selects as a subquery of the table's columns, and its parameters. */
  private select(where: FilterQuery<Laptop>): { sql: string; params: unknown[] } {
    const { sql, params } = this.em
      .createQueryBuilder(Laptop)
      .select('*')
      .where(where as QBFilterQuery<Laptop>)
      .toQuery();
    return { sql, params: [...params] };
  }
}

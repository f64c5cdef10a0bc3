import { Injectable } from '@nestjs/common';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager, type QBFilterQuery } from '@mikro-orm/postgresql';
import type { PageRequest } from '@bli/contracts';
import { ReadStatements, statementKey } from '../database/read-statements';
import { Laptop } from '../entities';
import { CARD_PROPERTIES, type LaptopCard, type LaptopPageRow } from './laptop.mapper';
import { ListTotals } from './list-totals';
import type { RankKey } from './rank-cursor';
import { rankedPageQuery } from './ranked-page.query';
import type { RealDiscountKey } from './real-discount-cursor';
import { realDiscountPageQuery } from './real-discount-page.query';

export interface LaptopRows<Row = Laptop> {
  rows: Row[];
  total: number;
}

/** A public list's order, and the key of the row a page starts after (a cursor's). */
export type ListOrder =
  { sort: 'rank'; after?: RankKey } | { sort: 'real-discount'; after?: RealDiscountKey };

/** A public list's page and, when it is full, its order's key of its last row (the next cursor). */
export interface RankedRows<K = RankKey | RealDiscountKey> extends LaptopRows<LaptopCard> {
  lastKey: K | null;
}

/** A condition on the laptops in SQL, with its parameters (the good-deal filter compares two columns). */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/**
 * Which rows of a public list: in `order`, after its key, else the `page` by its number; only
 * those meeting `condition` as well as the list's `where`.
 */
export interface RankedPageRequest {
  page: number;
  pageSize: number;
  order: ListOrder;
  condition?: SqlCondition;
}

type RankedRow = LaptopCard & Record<string, unknown>;

/** Laptops with a page: active, or retired (the page stays); never a draft. */
const HAS_A_PAGE = { status: { $in: ['active', 'retired'] } } satisfies QBFilterQuery<Laptop>;

const PRICE_PROPERTIES = [
  'id',
  'slug',
  'currentPrice',
  'originalPrice',
  'lastUpdated',
] as const satisfies readonly (keyof Laptop)[];

/** A laptop's price columns, read as a row. */
export type LaptopPrices = Pick<Laptop, (typeof PRICE_PROPERTIES)[number]>;

/** Every laptop query of the catalogue; each one uses an index of the laptops table. */
@Injectable()
export class LaptopsRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly totals: ListTotals,
    private readonly statements: ReadStatements,
  ) {}

  /**
   * One page of the active laptops `where` selects, in rank order (a rank index read from the
   * cursor's row on, or walked from the start to the page: rankedPageQuery) or in the real-
   * discount order (its own index: realDiscountPageQuery), and how many there are in all (COUNT
   * over the same partial index, kept for a few seconds per list: ListTotals).
   */
  async findActivePage(where: FilterQuery<Laptop>, page: RankedPageRequest): Promise<RankedRows> {
    const { order, condition } = page;
    const ranked =
      order.sort === 'real-discount'
        ? realDiscountPageQuery(where, order.after)
        : rankedPageQuery(where, order.after);
    const { active } = ranked;
    const pageQuery = () => {
      const query = this.cards(ranked.where as QBFilterQuery<Laptop>)
        .addSelect(ranked.rankKey)
        .orderBy(ranked.orderBy)
        .limit(page.pageSize);
      if (ranked.after) query.andWhere(ranked.after.sql, ranked.after.params);
      else query.offset((page.page - 1) * page.pageSize);
      if (condition) query.andWhere(condition.sql, condition.params);
      return query;
    };
    const count = condition
      ? () =>
          this.em
            .createQueryBuilder(Laptop)
            .where(active as QBFilterQuery<Laptop>)
            .andWhere(condition.sql, condition.params)
            .getCount()
      : () => this.em.count(Laptop, active);
    const [rows, total] = await Promise.all([
      // Rows, not entities: a read-only list skips hydration and the identity map (issue #21's
      // profile: most of the catalogue's CPU per page went there), and its SQL is built once.
      this.statements.rows<RankedRow>(
        this.em,
        Laptop,
        statementKey('page', where, order, page.page, page.pageSize, condition ?? null),
        pageQuery,
        // A list's first page is what shoppers and crawlers ask most: parsed once per connection.
        { prepared: page.page === 1 && !ranked.after ? 'list' : undefined },
      ),
      this.totals.get(statementKey('total', active, condition ?? null), count),
    ]);
    const last = rows.length === page.pageSize ? rows[rows.length - 1] : undefined;
    const lastKey = last
      ? (ranked.keyColumns.map((column) => last[column]) as unknown as RankKey | RealDiscountKey)
      : null;
    return { rows, total, lastKey };
  }

  /** Every laptop, whatever its state, by id (the primary key). */
  async findAllPage(page: PageRequest): Promise<LaptopRows> {
    const [rows, total] = await Promise.all([
      this.em.find(
        Laptop,
        {},
        {
          orderBy: { id: 'asc' },
          limit: page.pageSize,
          offset: (page.page - 1) * page.pageSize,
        },
      ),
      this.em.count(Laptop, {}),
    ]);
    return { rows, total };
  }

  /** The active laptops with these slugs, in no order: one query on the unique slug index. */
  findActiveBySlugs(slugs: readonly string[]): Promise<Laptop[]> {
    return this.em.find(Laptop, { slug: { $in: [...slugs] }, isActive: true });
  }

  /** The active laptops' cards with these slugs, in no order, as rows (read-only pages). */
  findActiveCardsBySlugs(slugs: readonly string[]): Promise<LaptopCard[]> {
    return this.statements.rows<LaptopCard>(this.em, Laptop, statementKey('slugs', slugs), () =>
      this.cards({ slug: { $in: [...slugs] }, isActive: true }),
    );
  }

  /** A laptop shoppers may open: active, or retired (its page stays); never a draft. */
  async findPublicBySlug(slug: string): Promise<LaptopPageRow | null> {
    const [row] = await this.statements.rows<LaptopPageRow>(
      this.em,
      Laptop,
      statementKey('page-of', slug),
      () =>
        this.cards({ slug, ...HAS_A_PAGE })
          .addSelect(['review', 'verdict'])
          .limit(1),
      { prepared: 'lookup' },
    );
    return row ?? null;
  }

  /** The same laptop's price columns only, as a row: what its price history answers with. */
  async findPublicPricesBySlug(slug: string): Promise<LaptopPrices | null> {
    const [row] = await this.statements.rows<LaptopPrices>(
      this.em,
      Laptop,
      statementKey('prices-of', slug),
      () =>
        this.em
          .createQueryBuilder(Laptop)
          .select([...PRICE_PROPERTIES])
          .where({ slug, ...HAS_A_PAGE })
          .limit(1),
      { prepared: 'lookup' },
    );
    return row ?? null;
  }

  /** The cards' columns of the laptops `where` selects, read as rows, not entities. */
  private cards(where: QBFilterQuery<Laptop>) {
    return this.em
      .createQueryBuilder(Laptop)
      .select([...CARD_PROPERTIES])
      .where(where);
  }

  /** Any state: the operators' screens see every laptop. */
  findByAsin(asin: string): Promise<Laptop | null> {
    return this.em.findOne(Laptop, { asin });
  }

  findActiveByAsin(asin: string): Promise<Laptop | null> {
    return this.em.findOne(Laptop, { asin, isActive: true });
  }
}

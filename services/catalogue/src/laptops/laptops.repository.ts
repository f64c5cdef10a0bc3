import { Injectable } from '@nestjs/common';
import { raw, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PageRequest } from '@bli/contracts';
import { Laptop } from '../entities';
import { RANK_ORDER } from './laptop-rank.sql';
import { ListTotals } from './list-totals';

export interface LaptopRows {
  rows: Laptop[];
  total: number;
}

/** A new fragment per query: MikroORM consumes a raw fragment once it is used. */
const rankOrder = (): QueryOrderMap<Laptop>[] =>
  RANK_ORDER.map(({ sql, direction }) => ({ [raw(sql)]: direction }) as QueryOrderMap<Laptop>);

/** Every laptop query of the catalogue; each one uses an index of the laptops table. */
@Injectable()
export class LaptopsRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly totals: ListTotals,
  ) {}

  /**
   * One page of the active laptops `where` selects, in rank order (a rank index walked from the
   * start to the page), and how many there are in all (COUNT over the same partial index, kept
   * for a few seconds per list: ListTotals).
   */
  async findActivePage(where: FilterQuery<Laptop>, page: PageRequest): Promise<LaptopRows> {
    const active = { ...(where as object), isActive: true } as FilterQuery<Laptop>;
    const [rows, total] = await Promise.all([
      this.em.find(Laptop, active, {
        orderBy: rankOrder(),
        limit: page.pageSize,
        offset: (page.page - 1) * page.pageSize,
      }),
      this.totals.get(JSON.stringify(active), () => this.em.count(Laptop, active)),
    ]);
    return { rows, total };
  }

  /** The operators' list: every laptop, active or not, by id (the primary key). */
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

  findActiveBySlug(slug: string): Promise<Laptop | null> {
    return this.em.findOne(Laptop, { slug, isActive: true });
  }

  /** Active or not: the operators' screens list every laptop. */
  findByAsin(asin: string): Promise<Laptop | null> {
    return this.em.findOne(Laptop, { asin });
  }

  findActiveByAsin(asin: string): Promise<Laptop | null> {
    return this.em.findOne(Laptop, { asin, isActive: true });
  }
}

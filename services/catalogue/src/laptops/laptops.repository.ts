import { Injectable } from '@nestjs/common';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PageRequest } from '@bli/contracts';
import { Laptop } from '../entities';
import { ListTotals } from './list-totals';
import { rankedPageQuery } from './ranked-page.query';

export interface LaptopRows {
  rows: Laptop[];
  total: number;
}

/** Every laptop query of the catalogue; each one uses an index of the laptops table. */
@Injectable()
export class LaptopsRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly totals: ListTotals,
  ) {}

  /**
   * One page of the active laptops `where` selects, in rank order (a rank index walked from the
   * start to the page: rankedPageQuery), and how many there are in all (COUNT over the same
   * partial index, kept for a few seconds per list: ListTotals).
   */
  async findActivePage(where: FilterQuery<Laptop>, page: PageRequest): Promise<LaptopRows> {
    const ranked = rankedPageQuery(where);
    const { active } = ranked;
    const [rows, total] = await Promise.all([
      this.em.find(Laptop, ranked.where, {
        orderBy: ranked.orderBy,
        limit: page.pageSize,
        offset: (page.page - 1) * page.pageSize,
      }),
      this.totals.get(JSON.stringify(active), () => this.em.count(Laptop, active)),
    ]);
    return { rows, total };
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

  /** A laptop shoppers may open: active, or retired (its page stays); never a draft. */
  findPublicBySlug(slug: string): Promise<Laptop | null> {
    return this.em.findOne(Laptop, { slug, status: { $in: ['active', 'retired'] } });
  }

  /** Any state: the operators' screens see every laptop. */
  findByAsin(asin: string): Promise<Laptop | null> {
    return this.em.findOne(Laptop, { asin });
  }

  findActiveByAsin(asin: string): Promise<Laptop | null> {
    return this.em.findOne(Laptop, { asin, isActive: true });
  }
}

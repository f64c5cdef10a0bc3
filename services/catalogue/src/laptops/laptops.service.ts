import { Injectable } from '@nestjs/common';
import type { FilterQuery } from '@mikro-orm/core';
import type {
  GamingTier,
  LaptopCriteria,
  LaptopFilter,
  LaptopDetail,
  LaptopPage,
  Laptop as LaptopView,
  PageRequest,
} from '@bli/contracts';
import { NotFoundError } from '@bli/server-kit';
import type { Laptop } from '../entities';
import { PriceRangesRepository } from '../price-ranges/price-ranges.repository';
import { whereForCriteria, whereForFilter, whereForGaming } from './laptop-filters';
import { toLaptopView } from './laptop.mapper';
import { LaptopsRepository, type LaptopRows } from './laptops.repository';

/** Public laptop lists come a page at a time in the docs/product-rules.md §9 rank order (laptop-rank.sql.ts). */
@Injectable()
export class LaptopsService {
  constructor(
    private readonly laptops: LaptopsRepository,
    private readonly priceRanges: PriceRangesRepository,
  ) {}

  async list(includeInactive: boolean, page: PageRequest): Promise<LaptopPage> {
    if (includeInactive) return toPage(await this.laptops.findAllPage(page), page);
    return this.ranked({}, page);
  }

  featured(page: PageRequest): Promise<LaptopPage> {
    return this.ranked({ isFeatured: true }, page);
  }

  async byPriceRange(priceRangeId: number, page: PageRequest): Promise<LaptopPage> {
    if (!(await this.priceRanges.findActiveById(priceRangeId))) {
      throw new NotFoundError('Price range not found');
    }
    return this.ranked({ priceRange: priceRangeId }, page);
  }

  async bySlug(slug: string): Promise<LaptopDetail> {
    const laptop = await this.laptops.findActiveBySlug(slug);
    if (!laptop) throw new NotFoundError(`Laptop "${slug}" not found`);
    return { ...toLaptopView(laptop), review: null, verdict: null };
  }

  async byAsin(asin: string): Promise<LaptopView> {
    const laptop = await this.laptops.findActiveByAsin(asin);
    if (!laptop) throw new NotFoundError(`No laptop with ASIN ${asin} in the catalogue`);
    return toLaptopView(laptop);
  }

  gaming(
    tier: GamingTier | undefined,
    minPerformance: number | undefined,
    page: PageRequest,
  ): Promise<LaptopPage> {
    return this.ranked(whereForGaming(tier, minPerformance), page);
  }

  filtered(filter: LaptopFilter, page: PageRequest): Promise<LaptopPage> {
    return this.ranked(whereForFilter(filter), page);
  }

  matching(criteria: LaptopCriteria, page: PageRequest): Promise<LaptopPage> {
    return this.ranked(whereForCriteria(criteria), page);
  }

  private async ranked(where: FilterQuery<Laptop>, page: PageRequest): Promise<LaptopPage> {
    return toPage(await this.laptops.findActivePage(where, page), page);
  }
}

function toPage({ rows, total }: LaptopRows, { page, pageSize }: PageRequest): LaptopPage {
  return { items: rows.map(toLaptopView), total, page, pageSize };
}

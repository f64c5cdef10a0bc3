import { Injectable } from '@nestjs/common';
import type {
  GamingTier,
  LaptopCriteria,
  LaptopFilter,
  Laptop as LaptopView,
} from '@bli/contracts';
import { rankLaptops } from '@bli/domain';
import { NotFoundError } from '@bli/server-kit';
import { PriceRangesRepository } from '../price-ranges/price-ranges.repository';
import { whereForCriteria, whereForFilter, whereForGaming } from './laptop-filters';
import { toLaptopView } from './laptop.mapper';
import { LaptopsRepository } from './laptops.repository';

/** Public laptop lists come in the spec §9 rank order unless a page sorts them itself. */
@Injectable()
export class LaptopsService {
  constructor(
    private readonly laptops: LaptopsRepository,
    private readonly priceRanges: PriceRangesRepository,
  ) {}

  async list(includeInactive: boolean): Promise<LaptopView[]> {
    if (includeInactive) return (await this.laptops.findAll()).map(toLaptopView);
    return this.ranked(this.laptops.findActive());
  }

  featured(): Promise<LaptopView[]> {
    return this.ranked(this.laptops.findActive({ isFeatured: true }));
  }

  async byPriceRange(priceRangeId: number): Promise<LaptopView[]> {
    if (!(await this.priceRanges.findActiveById(priceRangeId))) {
      throw new NotFoundError('Price range not found');
    }
    return this.ranked(this.laptops.findActive({ priceRange: priceRangeId }));
  }

  async bySlug(slug: string): Promise<LaptopView> {
    const laptop = await this.laptops.findActiveBySlug(slug);
    if (!laptop) throw new NotFoundError(`Laptop "${slug}" not found`);
    return toLaptopView(laptop);
  }

  async byAsin(asin: string): Promise<LaptopView> {
    const laptop = await this.laptops.findActiveByAsin(asin);
    if (!laptop) throw new NotFoundError(`No laptop with ASIN ${asin} in the catalogue`);
    return toLaptopView(laptop);
  }

  gaming(tier?: GamingTier, minPerformance?: number): Promise<LaptopView[]> {
    return this.ranked(this.laptops.findActive(whereForGaming(tier, minPerformance)));
  }

  filtered(filter: LaptopFilter): Promise<LaptopView[]> {
    return this.ranked(this.laptops.findActive(whereForFilter(filter)));
  }

  matching(criteria: LaptopCriteria): Promise<LaptopView[]> {
    return this.ranked(this.laptops.findActive(whereForCriteria(criteria)));
  }

  private async ranked(
    query: Promise<Parameters<typeof toLaptopView>[0][]>,
  ): Promise<LaptopView[]> {
    return rankLaptops((await query).map(toLaptopView));
  }
}

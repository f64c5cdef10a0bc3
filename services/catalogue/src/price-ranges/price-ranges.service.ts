import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { PayloadOf, CataloguePatterns, PriceRange as PriceRangeView } from '@bli/contracts';
import { ConflictError, NotFoundError } from '@bli/server-kit';
import { PriceRange } from '../entities';
import { toPriceRangeView } from './price-range.mapper';
import { PriceRangesRepository } from './price-ranges.repository';

@Injectable()
export class PriceRangesService {
  constructor(private readonly ranges: PriceRangesRepository) {}

  async list(): Promise<PriceRangeView[]> {
    const ranges = await this.ranges.findActive();
    const counts = await this.ranges.countActiveLaptops(ranges.map((r) => r.id));
    return ranges.map((range) => toPriceRangeView(range, counts.get(range.id) ?? 0));
  }

  async bySlug(slug: string): Promise<PriceRangeView> {
    return this.withCount(await this.ranges.findActiveBySlug(slug), slug);
  }

  async bySeoSlug(seoSlug: string): Promise<PriceRangeView> {
    return this.withCount(await this.ranges.findActiveBySeoSlug(seoSlug), seoSlug);
  }

  async create(
    input: PayloadOf<typeof CataloguePatterns.priceRangesCreate>,
  ): Promise<PriceRangeView> {
    const clash = await this.ranges.findBySlugOrSeoSlug(input.slug, input.seoSlug);
    if (clash) {
      throw clash.slug === input.slug
        ? this.conflict(input.slug)
        : new ConflictError(`A price range with seoSlug "${input.seoSlug}" already exists`);
    }
    const range = Object.assign(new PriceRange(), input);
    try {
      await this.ranges.insert(range);
    } catch (error) {
      // Two creates of one slug at once: the unique index decides, the loser gets a 409.
      if (error instanceof UniqueConstraintViolationException) throw this.conflict(input.slug);
      throw error;
    }
    return toPriceRangeView(range, 0);
  }

  private async withCount(range: PriceRange | null, slug: string): Promise<PriceRangeView> {
    if (!range) throw new NotFoundError(`Price range "${slug}" not found`);
    const counts = await this.ranges.countActiveLaptops([range.id]);
    return toPriceRangeView(range, counts.get(range.id) ?? 0);
  }

  private conflict(slug: string): ConflictError {
    return new ConflictError(`A price range with slug "${slug}" already exists`);
  }
}

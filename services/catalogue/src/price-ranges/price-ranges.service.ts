import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type {
  PayloadOf,
  CataloguePatterns,
  PriceRange as PriceRangeView,
  PriceRangeChanges,
} from '@bli/contracts';
import { ConflictError, InvalidInputError, NotFoundError } from '@bli/server-kit';
import { PriceRange } from '../entities';
import { toPriceRangeView } from './price-range.mapper';
import { PriceRangesRepository } from './price-ranges.repository';

@Injectable()
export class PriceRangesService {
  constructor(private readonly ranges: PriceRangesRepository) {}

  async list(includeInactive: boolean): Promise<PriceRangeView[]> {
    const ranges = await (includeInactive ? this.ranges.findAll() : this.ranges.findActive());
    const counts = await this.ranges.countActiveLaptops(ranges.map((r) => r.id));
    return ranges.map((range) => toPriceRangeView(range, counts.get(range.id) ?? 0));
  }

  async bySlug(slug: string): Promise<PriceRangeView> {
    return this.found(await this.ranges.findActiveView('slug', slug), slug);
  }

  async bySeoSlug(seoSlug: string): Promise<PriceRangeView> {
    return this.found(await this.ranges.findActiveView('seo_slug', seoSlug), seoSlug);
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

  /**
   * An operator's edit: the given fields change, min ≤ max holds for the result, and a slug
   * another range uses is a 409. Laptops stay in the range they are in; the next price they
   * get places them by the new bounds.
   */
  async update(id: number, changes: PriceRangeChanges): Promise<PriceRangeView> {
    const range = await this.ranges.findById(id);
    if (!range) throw new NotFoundError('Price range not found');
    if (changes.slug !== undefined && (await this.ranges.findOtherWithSlug(changes.slug, id))) {
      throw this.conflict(changes.slug);
    }
    if ((changes.minPrice ?? range.minPrice) > (changes.maxPrice ?? range.maxPrice)) {
      const message = 'minPrice must not be greater than maxPrice';
      throw new InvalidInputError(message, { fields: [{ field: 'minPrice', message }] });
    }
    // The contract's schema leaves out the fields not given, so only the named ones change.
    Object.assign(range, changes);
    try {
      await this.ranges.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw this.conflict(range.slug);
      throw error;
    }
    const counts = await this.ranges.countActiveLaptops([range.id]);
    return toPriceRangeView(range, counts.get(range.id) ?? 0);
  }

  private found(range: PriceRangeView | null, slug: string): PriceRangeView {
    if (!range) throw new NotFoundError(`Price range "${slug}" not found`);
    return range;
  }

  private conflict(slug: string): ConflictError {
    return new ConflictError(`A price range with slug "${slug}" already exists`);
  }
}

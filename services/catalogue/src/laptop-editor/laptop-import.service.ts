import { Injectable } from '@nestjs/common';
import { ref } from '@mikro-orm/core';
import type { ImportResult, LaptopDraft } from '@bli/contracts';
import { buildAffiliateUrl } from '@bli/domain';
import { ConflictError, InvalidInputError } from '@bli/server-kit';
import { CatalogueConfig } from '../catalogue.config';
import { Laptop, PriceRange } from '../entities';
import { setAvailability, setImages } from '../laptops/retailer-facts';
import { rangeForPrice } from '../price-sync/price-range-assignment';
import { LaptopEditorRepository, type NewDraft } from './laptop-editor.repository';
import { uniqueSlug } from './unique-slug';

/**
 * New laptops from the retailer (sync fetched and parsed them) become drafts: never shown to
 * shoppers, kept fresh by the sync, published by an operator once edited.
 */
@Injectable()
export class LaptopImportService {
  constructor(
    private readonly laptops: LaptopEditorRepository,
    private readonly config: CatalogueConfig,
  ) {}

  /**
   * All or nothing, in one transaction: an asin already in the catalogue (in any state) refuses
   * the whole batch with a 409 naming it. Each draft gets a unique slug (the suggested one, or
   * with -2, -3, …), the range its price falls in, its first price point and an audit entry.
   */
  async import(drafts: LaptopDraft[], operator: string, now = new Date()): Promise<ImportResult> {
    const asins = drafts.map((draft) => draft.asin);
    const twice = asins.filter((asin, i) => asins.indexOf(asin) !== i);
    if (twice.length > 0) {
      throw new InvalidInputError(`ASIN ${twice[0]} is given more than once`);
    }
    const slugs = [...new Set(drafts.map((draft) => draft.slug))];
    const laptops = await this.laptops.importDrafts(asins, slugs, (existing, taken, ranges) => {
      if (existing.length > 0) {
        const names = existing.map((laptop) => `${laptop.asin} (${laptop.slug}, ${laptop.status})`);
        throw new ConflictError(
          `Already in the catalogue: ${names.join(', ')}; nothing was imported`,
        );
      }
      return drafts.map((draft) => {
        const slug = uniqueSlug(draft.slug, taken);
        taken.add(slug);
        return this.newDraft(draft, slug, ranges, operator, now);
      });
    });
    return { imported: laptops.map(({ asin, slug }) => ({ asin, slug })), failed: [] };
  }

  private newDraft(
    draft: LaptopDraft,
    slug: string,
    ranges: PriceRange[],
    operator: string,
    now: Date,
  ): NewDraft {
    const observedAt = new Date(draft.observedAt);
    const laptop = Object.assign(new Laptop(), {
      asin: draft.asin,
      slug,
      title: draft.title,
      brand: draft.brand,
      model: draft.model,
      affiliateUrl: buildAffiliateUrl(draft.asin, this.config.AMAZON_ASSOCIATE_TAG),
      currentPrice: draft.currentPrice,
      // A list price below the selling price is not a saving (as in price sync).
      originalPrice:
        draft.originalPrice !== null && draft.originalPrice >= draft.currentPrice
          ? draft.originalPrice
          : null,
      rating: draft.rating === null ? null : draft.rating.toFixed(1),
      reviewCount: draft.reviewCount,
      lastUpdated: observedAt,
      priceSource: draft.source,
      status: 'draft' as const,
      isActive: false,
      features: draft.features,
      specifications: draft.specifications,
      processorBrand: draft.processorBrand,
      processorModel: draft.processorModel,
      ramSize: draft.ramSize,
      ramType: draft.ramType,
      storageSize: draft.storageSize,
      storageType: draft.storageType,
      displaySize: draft.displaySize,
      displayResolution: draft.displayResolution,
      hasDedicatedGraphics: draft.hasDedicatedGraphics,
      graphicsBrand: draft.graphicsBrand,
      graphicsModel: draft.graphicsModel,
      isGamingLaptop: draft.isGamingLaptop,
      gamingTier: draft.gamingTier,
      gamingPerformanceRating: draft.gamingPerformanceRating,
      parsedFields: [...new Set(draft.parsedFields)],
      createdAt: now,
    });
    setImages(laptop, draft.images, observedAt);
    setAvailability(laptop, draft.availability, observedAt);
    const rangeId = rangeForPrice(draft.currentPrice, null, ranges);
    laptop.priceRange = rangeId === null ? null : ref(PriceRange, rangeId);
    return {
      laptop,
      firstPrice: { observedAt, price: draft.currentPrice, source: draft.source },
      audit: {
        operator,
        field: 'imported',
        oldValue: null,
        newValue: { slug, title: draft.title, source: draft.source },
        at: now,
      },
    };
  }
}

import { Injectable } from '@nestjs/common';
import type { FilterQuery } from '@mikro-orm/core';
import type {
  CursorPageRequest,
  GamingTier,
  LaptopCriteria,
  LaptopFilter,
  LaptopDetail,
  LaptopPage,
  Laptop as LaptopView,
  PageRequest,
} from '@bli/contracts';
import { InvalidInputError, NotFoundError } from '@bli/server-kit';
import type { Laptop } from '../entities';
import { PriceRangesRepository } from '../price-ranges/price-ranges.repository';
import { whereForCriteria, whereForFilter, whereForGaming } from './laptop-filters';
import { toLaptopDetail, toLaptopView, type LaptopCard } from './laptop.mapper';
import { LaptopsRepository, type LaptopRows } from './laptops.repository';
import { decodeRankCursor, encodeRankCursor } from './rank-cursor';

/** Public laptop lists come a page at a time in the docs/product-rules.md §9 rank order (laptop-rank.sql.ts). */
@Injectable()
export class LaptopsService {
  constructor(
    private readonly laptops: LaptopsRepository,
    private readonly priceRanges: PriceRangesRepository,
  ) {}

  /** Active laptops; with includeInactive every laptop (drafts and retired too), by id. */
  async list(
    includeInactive: boolean,
    page: CursorPageRequest,
    now = new Date(),
  ): Promise<LaptopPage> {
    if (!includeInactive) return this.ranked({}, page, now);
    if (page.after !== undefined) {
      const message = 'after pages the lists in rank order, not every laptop by id';
      throw new InvalidInputError(message, { fields: [{ field: 'after', message }] });
    }
    return toPage(await this.laptops.findAllPage(page), page, now);
  }

  featured(page: CursorPageRequest, now = new Date()): Promise<LaptopPage> {
    return this.ranked({ isFeatured: true }, page, now);
  }

  async byPriceRange(
    priceRangeId: number,
    page: CursorPageRequest,
    now = new Date(),
  ): Promise<LaptopPage> {
    if (!(await this.priceRanges.findActiveById(priceRangeId))) {
      throw new NotFoundError('Price range not found');
    }
    return this.ranked({ priceRange: priceRangeId }, page, now);
  }

  /** An active or retired laptop's page (a retired one says so); a draft is not found. */
  async bySlug(slug: string, now = new Date()): Promise<LaptopDetail> {
    const laptop = await this.laptops.findPublicBySlug(slug);
    if (!laptop) throw new NotFoundError(`Laptop "${slug}" not found`);
    return toLaptopDetail(laptop, now);
  }

  /**
   * The laptops a page embeds, in the order it names them: on sale only (a product box has a
   * price and a buy link), so a slug of a draft, a retired or an unknown laptop is left out.
   */
  async bySlugs(slugs: readonly string[], now = new Date()): Promise<LaptopView[]> {
    const found = new Map(
      (await this.laptops.findActiveCardsBySlugs(slugs)).map((laptop) => [laptop.slug, laptop]),
    );
    return slugs.flatMap((slug) => {
      const laptop = found.get(slug);
      return laptop ? [toLaptopView(laptop, now)] : [];
    });
  }

  async byAsin(asin: string, now = new Date()): Promise<LaptopView> {
    const laptop = await this.laptops.findActiveByAsin(asin);
    if (!laptop) throw new NotFoundError(`No laptop with ASIN ${asin} in the catalogue`);
    return toLaptopView(laptop, now);
  }

  gaming(
    tier: GamingTier | undefined,
    minPerformance: number | undefined,
    page: CursorPageRequest,
    now = new Date(),
  ): Promise<LaptopPage> {
    return this.ranked(whereForGaming(tier, minPerformance), page, now);
  }

  filtered(filter: LaptopFilter, page: CursorPageRequest, now = new Date()): Promise<LaptopPage> {
    return this.ranked(whereForFilter(filter), page, now);
  }

  matching(
    criteria: LaptopCriteria,
    page: CursorPageRequest,
    now = new Date(),
  ): Promise<LaptopPage> {
    return this.ranked(whereForCriteria(criteria), page, now);
  }

  /**
   * A page of a public list: after the cursor's row (the page it names), or by the page's number;
   * a full page that is not the last carries the cursor of the next one.
   */
  private async ranked(
    where: FilterQuery<Laptop>,
    { after, page, pageSize }: CursorPageRequest,
    now: Date,
  ): Promise<LaptopPage> {
    const cursor = after === undefined ? null : decodeRankCursor(after);
    const at = { page: cursor?.page ?? page, pageSize };
    const found = await this.laptops.findActivePage(where, { ...at, after: cursor?.after });
    const listed = toPage(found, at, now);
    if (!found.lastKey || at.page * pageSize >= found.total) return listed;
    return { ...listed, nextCursor: encodeRankCursor({ page: at.page + 1, after: found.lastKey }) };
  }
}

export function toPage(
  { rows, total }: LaptopRows<LaptopCard>,
  { page, pageSize }: PageRequest,
  now: Date,
): LaptopPage {
  return { items: rows.map((laptop) => toLaptopView(laptop, now)), total, page, pageSize };
}

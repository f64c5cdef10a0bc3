import { Injectable, Logger } from '@nestjs/common';
import type { FilterQuery } from '@mikro-orm/core';
import type {
  CursorPageRequest,
  GamingTier,
  LaptopCriteria,
  LaptopFilter,
  LaptopDetail,
  LaptopListSort,
  LaptopPage,
  Laptop as LaptopView,
  PageRequest,
} from '@bli/contracts';
import { addDays, istDay, PRICE_VERDICT_RULES } from '@bli/domain';
import { InvalidInputError, NotFoundError } from '@bli/server-kit';
import { DealsService } from '../deals/deals.service';
import type { Laptop } from '../entities';
import { PriceRangesRepository } from '../price-ranges/price-ranges.repository';
import { whereForCriteria, whereForFilter, whereForGaming } from './laptop-filters';
import { toLaptopDetail, toLaptopView, type LaptopCard } from './laptop.mapper';
import {
  LaptopsRepository,
  type LaptopRows,
  type ListOrder,
  type SqlCondition,
} from './laptops.repository';
import { decodeRankCursor, encodeRankCursor, type RankKey } from './rank-cursor';
import {
  decodeRealDiscountCursor,
  encodeRealDiscountCursor,
  type RealDiscountKey,
} from './real-discount-cursor';
import { goodDealSql } from './real-discount.sql';

/**
 * The good-deal filter (docs/deal-verdicts.md): @bli/domain's isGoodDeal on the stored figures,
 * a history begun at least PRICE_VERDICT_RULES.minHistoryDays before today and a price within
 * goodDealWithinPercent of the lowest recorded.
 */
export function goodDealCondition(now: Date): SqlCondition {
  return {
    sql: `"price_history_since" <= ? and ${goodDealSql(PRICE_VERDICT_RULES.goodDealWithinPercent)}`,
    params: [addDays(istDay(now), -PRICE_VERDICT_RULES.minHistoryDays)],
  };
}

/** A page of a public list: by number or cursor, in an order (rank unless named), good deals only or not. */
export type LaptopListRequest = CursorPageRequest & { sort?: LaptopListSort; goodDeals?: boolean };

/** Where a page of a list starts in its order, from the request's cursor (a 400 for another order's). */
function orderOf({ sort = 'rank', after }: LaptopListRequest): {
  order: ListOrder;
  page?: number;
} {
  if (after === undefined) return { order: { sort } };
  if (sort === 'real-discount') {
    const cursor = decodeRealDiscountCursor(after);
    return { order: { sort, after: cursor.after }, page: cursor.page };
  }
  const cursor = decodeRankCursor(after);
  return { order: { sort, after: cursor.after }, page: cursor.page };
}

/** The cursor of the page after one whose last row had `key`. */
function nextCursor(sort: ListOrder['sort'], page: number, key: RankKey | RealDiscountKey): string {
  return sort === 'real-discount'
    ? encodeRealDiscountCursor({ page, after: key as RealDiscountKey })
    : encodeRankCursor({ page, after: key as RankKey });
}

/**
 * Public laptop lists come a page at a time in the docs/product-rules.md §9 rank order
 * (laptop-rank.sql.ts) or, asked for, the real-discount order (real-discount.sql.ts), of every
 * laptop or of the good deals only.
 */
@Injectable()
export class LaptopsService {
  private readonly logger = new Logger('Laptops');

  constructor(
    private readonly laptops: LaptopsRepository,
    private readonly priceRanges: PriceRangesRepository,
    private readonly deals: DealsService,
  ) {}

  /** Active laptops; with includeInactive every laptop (drafts and retired too), by id. */
  async list(
    includeInactive: boolean,
    page: LaptopListRequest,
    now = new Date(),
  ): Promise<LaptopPage> {
    if (!includeInactive) return this.ranked({}, page, now);
    for (const [field, given] of [
      ['after', page.after !== undefined],
      ['sort', (page.sort ?? 'rank') !== 'rank'],
      ['goodDeals', page.goodDeals === true],
    ] as const) {
      if (!given) continue;
      const message = `${field} is for the lists of laptops on sale, not every laptop by id`;
      throw new InvalidInputError(message, { fields: [{ field, message }] });
    }
    return toPage(await this.laptops.findAllPage(page), page, now);
  }

  featured(page: LaptopListRequest, now = new Date()): Promise<LaptopPage> {
    return this.ranked({ isFeatured: true }, page, now);
  }

  async byPriceRange(
    priceRangeId: number,
    page: LaptopListRequest,
    now = new Date(),
  ): Promise<LaptopPage> {
    if (!(await this.priceRanges.isActive(priceRangeId))) {
      throw new NotFoundError('Price range not found');
    }
    return this.ranked({ priceRange: priceRangeId }, page, now);
  }

  /**
   * An active or retired laptop's page (a retired one says so); a draft is not found. It carries
   * the laptop's live bank and exchange offers, so the page needs no call for the deals (live by
   * the deals' clock, as `GET /api/deals` is). Offers that cannot be read are left out (logged):
   * the page still shows what the laptop costs, which is what the shopper came for.
   */
  async bySlug(slug: string, now = new Date()): Promise<LaptopDetail> {
    const laptop = await this.laptops.findPublicBySlug(slug);
    if (!laptop) throw new NotFoundError(`Laptop "${slug}" not found`);
    const offers = await this.deals.offersOf(laptop).catch((error: unknown) => {
      this.logger.warn(`offers of "${slug}" left out: ${(error as Error).message}`);
      return [];
    });
    return { ...toLaptopDetail(laptop, now), offers };
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
    page: LaptopListRequest,
    now = new Date(),
  ): Promise<LaptopPage> {
    return this.ranked(whereForGaming(tier, minPerformance), page, now);
  }

  filtered(filter: LaptopFilter, page: LaptopListRequest, now = new Date()): Promise<LaptopPage> {
    return this.ranked(whereForFilter(filter), page, now);
  }

  matching(
    criteria: LaptopCriteria,
    page: LaptopListRequest,
    now = new Date(),
  ): Promise<LaptopPage> {
    return this.ranked(whereForCriteria(criteria), page, now);
  }

  /**
   * A page of a public list in its order: after the cursor's row (the page it names), or by the
   * page's number; a full page that is not the last carries the cursor of the next one.
   */
  private async ranked(
    where: FilterQuery<Laptop>,
    request: LaptopListRequest,
    now: Date,
  ): Promise<LaptopPage> {
    const { order, page = request.page } = orderOf(request);
    const at = { page, pageSize: request.pageSize };
    const found = await this.laptops.findActivePage(where, {
      ...at,
      order,
      ...(request.goodDeals && { condition: goodDealCondition(now) }),
    });
    const listed = toPage(found, at, now);
    if (!found.lastKey || at.page * at.pageSize >= found.total) return listed;
    return { ...listed, nextCursor: nextCursor(order.sort, at.page + 1, found.lastKey) };
  }
}

export function toPage(
  { rows, total }: LaptopRows<LaptopCard>,
  { page, pageSize }: PageRequest,
  now: Date,
): LaptopPage {
  return { items: rows.map((laptop) => toLaptopView(laptop, now)), total, page, pageSize };
}

import { Injectable, Logger } from '@nestjs/common';
import {
  BUNDLE_SIMILAR_PAGE_SIZE,
  type LaptopBundle,
  type LaptopListRequest,
  type PriceHistoryRange,
} from '@bli/contracts';
import { NotFoundError } from '@bli/server-kit';
import { LaptopsService } from '../laptops/laptops.service';
import { PriceHistoryService } from '../price-history/price-history.service';

/** The similar laptops' list: the range's first page in rank order, as the range's page asks it. */
const SIMILAR_PAGE: LaptopListRequest = {
  page: 1,
  pageSize: BUNDLE_SIMILAR_PAGE_SIZE,
  sort: 'rank',
  goodDeals: false,
};

/**
 * A laptop's page's reads in one call (contracts' laptop-bundle.schema.ts): the laptop decides
 * the rest, as it did when the page made three calls. Its history and its range's laptops are
 * read together, and either failing leaves it out (null) rather than failing the page.
 */
@Injectable()
export class LaptopBundleService {
  private readonly logger = new Logger('LaptopBundle');

  constructor(
    private readonly laptops: LaptopsService,
    private readonly history: PriceHistoryService,
  ) {}

  async forSlug(slug: string, days: PriceHistoryRange, now = new Date()): Promise<LaptopBundle> {
    const laptop = await this.laptops.bySlug(slug, now);
    const { id, currentPrice, originalPrice, lastUpdated, priceRangeId } = laptop;
    // Its price columns as the history would read them again: the answer carries them all.
    const prices = {
      id,
      slug: laptop.slug,
      currentPrice,
      originalPrice,
      lastUpdated: new Date(lastUpdated),
    };
    const [history, similar] = await Promise.all([
      this.extra(slug, 'price history', () => this.history.of(prices, days, now)),
      priceRangeId === null
        ? null
        : this.extra(slug, 'similar laptops', () =>
            this.laptops.byPriceRange(priceRangeId, SIMILAR_PAGE, now),
          ),
    ]);
    return { laptop, history, similar };
  }

  /** A range taken off the site has no list to show: left out without a word, as it should be. */
  private async extra<T>(slug: string, what: string, read: () => Promise<T>): Promise<T | null> {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof NotFoundError)) {
        this.logger.warn(`${what} of "${slug}" left out: ${(error as Error).message}`);
      }
      return null;
    }
  }
}

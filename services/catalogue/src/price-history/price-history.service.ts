import { Injectable } from '@nestjs/common';
import type { PriceHistory, PriceHistoryRange, PricePoint as PricePointView } from '@bli/contracts';
import {
  addDays,
  buyAdvice,
  discountCheck,
  goodDealCheck,
  istDay,
  istDayStart,
  priceStatistics,
  saleEventLows,
  storedPriceStats,
} from '@bli/domain';
import { NotFoundError } from '@bli/server-kit';
import { LaptopsRepository, type LaptopPrices } from '../laptops/laptops.repository';
import { PricePointsRepository, type RecordedPoint } from './price-points.repository';
import { SaleCalendar } from './sale-calendar';

/** The range a history call answers when it names none: 90 days, as before ranges existed. */
export const DEFAULT_HISTORY_RANGE: PriceHistoryRange = '90';

function toPointView(
  point: Pick<RecordedPoint, 'observedAt' | 'price' | 'source'>,
): PricePointView {
  return {
    observedAt: point.observedAt.toISOString(),
    price: point.price,
    source: point.source as PricePointView['source'],
  };
}

/**
 * A laptop's price history over a range and the verdicts of docs/deal-verdicts.md, which read the
 * whole history whatever the range (@bli/domain's rules: outliers left out, days in India).
 */
@Injectable()
export class PriceHistoryService {
  constructor(
    private readonly laptops: LaptopsRepository,
    private readonly points: PricePointsRepository,
    private readonly calendar: SaleCalendar,
  ) {}

  async forSlug(
    slug: string,
    days: PriceHistoryRange = DEFAULT_HISTORY_RANGE,
    now = new Date(),
  ): Promise<PriceHistory> {
    // A retired laptop's page stays, and shows its history; a draft has no page.
    const laptop = await this.laptops.findPublicPricesBySlug(slug);
    if (!laptop) throw new NotFoundError(`Laptop "${slug}" not found`);
    return this.of(laptop, days, now);
  }

  /** The history of a laptop already read, with its price columns (a laptop page's bundle). */
  async of(
    laptop: LaptopPrices,
    days: PriceHistoryRange = DEFAULT_HISTORY_RANGE,
    now = new Date(),
  ): Promise<PriceHistory> {
    // The range's days: today and the (days − 1) before it, in India.
    const fromDay = days === 'all' ? null : addDays(istDay(now), -(Number(days) - 1));
    const [extremes, inRange, calendar] = await Promise.all([
      this.points.dailyExtremes(laptop.id),
      this.points.findSince(laptop.id, fromDay === null ? null : istDayStart(fromDay)),
      this.calendar.read(),
    ]);
    const stats = priceStatistics(extremes, now);
    const current = laptop.currentPrice;
    const lowest = stats.lowest?.point ?? null;
    return {
      laptopId: laptop.id,
      slug: laptop.slug,
      currentPrice: current,
      lastUpdated: laptop.lastUpdated.toISOString(),
      days,
      points: inRange.map(toPointView),
      outliers: stats.outliers
        .filter((day) => fromDay === null || day.day >= fromDay)
        .map((day) => toPointView(day.point)),
      lowestEver: lowest ? toPointView(lowest) : null,
      lowestEverExcludesOutliers: stats.lowestExcludesOutliers,
      median90Days: stats.median90Days,
      highest180Days: stats.highest180Days,
      historyDays: stats.historyDays,
      discountCheck: discountCheck(
        current,
        laptop.originalPrice,
        storedPriceStats(stats),
        stats.historyDays,
      ),
      goodDeal: goodDealCheck(current, stats.lowest?.price ?? null, stats.historyDays),
      saleEventLows: saleEventLows(calendar.events, stats, current),
      advice: buyAdvice(current, stats, calendar.events),
      calendarAvailable: calendar.available,
    };
  }
}

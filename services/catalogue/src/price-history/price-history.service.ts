import { Injectable } from '@nestjs/common';
import type { PriceHistory, PricePoint as PricePointView } from '@bli/contracts';
import { medianPrice } from '@bli/domain';
import { NotFoundError } from '@bli/server-kit';
import type { PricePoint } from '../entities';
import { LaptopsRepository } from '../laptops/laptops.repository';
import { PricePointsRepository } from './price-points.repository';

export const HISTORY_DAYS = 90;

function toPointView(point: PricePoint): PricePointView {
  return {
    observedAt: point.observedAt.toISOString(),
    price: point.price,
    source: point.source as PricePointView['source'],
  };
}

@Injectable()
export class PriceHistoryService {
  constructor(
    private readonly laptops: LaptopsRepository,
    private readonly points: PricePointsRepository,
  ) {}

  async forSlug(slug: string, now = new Date()): Promise<PriceHistory> {
    // A retired laptop's page stays, and shows its history; a draft has no page.
    const laptop = await this.laptops.findPublicBySlug(slug);
    if (!laptop) throw new NotFoundError(`Laptop "${slug}" not found`);
    const since = new Date(now.getTime() - HISTORY_DAYS * 24 * 60 * 60 * 1000);
    const [recent, lowest] = await Promise.all([
      this.points.findSince(laptop.id, since),
      this.points.findLowest(laptop.id),
    ]);
    return {
      laptopId: laptop.id,
      slug: laptop.slug,
      currentPrice: laptop.currentPrice,
      lastUpdated: laptop.lastUpdated.toISOString(),
      points: recent.map(toPointView),
      lowestEver: lowest ? toPointView(lowest) : null,
      median90Days: medianPrice(recent.map((point) => point.price)),
    };
  }
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PricePoint } from '../entities';

@Injectable()
export class PricePointsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Served by the (laptop, observed_at, source) unique index. */
  findSince(laptopId: number, since: Date): Promise<PricePoint[]> {
    return this.em.find(
      PricePoint,
      { laptop: laptopId, observedAt: { $gte: since } },
      { orderBy: { observedAt: 'asc' } },
    );
  }

  findLowest(laptopId: number): Promise<PricePoint | null> {
    return this.em.findOne(
      PricePoint,
      { laptop: laptopId },
      { orderBy: { price: 'asc', observedAt: 'asc' } },
    );
  }
}

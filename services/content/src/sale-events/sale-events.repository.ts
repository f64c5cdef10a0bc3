import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SaleEvent } from '../entities';

@Injectable()
export class SaleEventsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The published events by first day: the whole calendar is a few dozen rows. */
  findPublished(): Promise<SaleEvent[]> {
    return this.em.find(
      SaleEvent,
      { state: 'published' },
      { orderBy: { startDate: 'asc', id: 'asc' } },
    );
  }
}

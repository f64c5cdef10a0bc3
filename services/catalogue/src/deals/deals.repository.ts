import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Deal } from '../entities';

@Injectable()
export class DealsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Active deals that have not expired, soonest-ending first, open-ended ones last. */
  findLive(now: Date): Promise<Deal[]> {
    return this.em.find(
      Deal,
      { isActive: true, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] },
      { orderBy: { expiresAt: 'asc nulls last', id: 'asc' } },
    );
  }
}

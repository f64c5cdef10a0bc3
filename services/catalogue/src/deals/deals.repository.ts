import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FilterQuery } from '@mikro-orm/core';
import { Deal } from '../entities';

/** A deal shoppers see: active and not yet expired (open-ended deals never expire). */
export function liveDealWhere(now: Date): FilterQuery<Deal> {
  return { isActive: true, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] };
}

@Injectable()
export class DealsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Active deals that have not expired, soonest-ending first, open-ended ones last. */
  findLive(now: Date): Promise<Deal[]> {
    return this.em.find(Deal, liveDealWhere(now), {
      orderBy: { expiresAt: 'asc nulls last', id: 'asc' },
    });
  }
}

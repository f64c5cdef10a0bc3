import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FilterQuery } from '@mikro-orm/core';
import { Deal } from '../entities';

/**
 * A deal shoppers see: not expired by an operator, start ≤ now < end, for a laptop on sale.
 * Decided at read time, so a deal leaves the list at its end without a job.
 */
export function liveDealWhere(now: Date): FilterQuery<Deal> {
  return {
    isActive: true,
    startsAt: { $lte: now },
    expiresAt: { $gt: now },
    laptop: { status: 'active' },
  };
}

@Injectable()
export class DealsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Live deals with their laptops, soonest-ending first. */
  findLive(now: Date): Promise<Deal[]> {
    return this.em.find(Deal, liveDealWhere(now), {
      populate: ['laptop'],
      orderBy: { expiresAt: 'asc', id: 'asc' },
    });
  }
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FilterQuery } from '@mikro-orm/core';
import { ReadStatements, statementKey } from '../database/read-statements';
import { Deal } from '../entities';
import { LAPTOP_OFFER_PROPERTIES, type LaptopOfferRow } from './deal.mapper';

/** A deal in its window: not expired by an operator, start ≤ now < end. */
function inWindowWhere(now: Date) {
  return {
    isActive: true,
    startsAt: { $lte: now },
    expiresAt: { $gt: now },
  } satisfies FilterQuery<Deal>;
}

/**
 * A deal shoppers see: in its window, for a laptop on sale. Decided at read time, so a deal
 * leaves the list at its end without a job.
 */
export function liveDealWhere(now: Date): FilterQuery<Deal> {
  return { ...inWindowWhere(now), laptop: { status: 'active' } };
}

@Injectable()
export class DealsRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly statements: ReadStatements,
  ) {}

  /** Live deals with their laptops, soonest-ending first. */
  findLive(now: Date): Promise<Deal[]> {
    return this.em.find(Deal, liveDealWhere(now), {
      populate: ['laptop'],
      orderBy: { expiresAt: 'asc', id: 'asc' },
    });
  }

  /**
   * The deals in their window of one laptop (the caller knows it is on sale), soonest-ending
   * first, with the columns an offer shows: by the laptop's id on `deals_laptop_id_index`, the
   * window checked on that laptop's few rows. Read as rows: every laptop page asks.
   */
  async findLiveOfLaptop(laptopId: number, now: Date): Promise<LaptopOfferRow[]> {
    return this.statements.rows<LaptopOfferRow>(
      this.em,
      Deal,
      statementKey('live-offers-of', laptopId),
      (at) =>
        this.em
          .createQueryBuilder(Deal)
          .select([...LAPTOP_OFFER_PROPERTIES])
          .where({ ...inWindowWhere(at), laptop: laptopId })
          .orderBy({ expiresAt: 'asc', id: 'asc' }),
      { times: [now], prepared: 'lookup' },
    );
  }
}

import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { PriceEvent } from '../entities';

/** The outbox of price-changed events, as the relay reads and clears it. */
@Injectable()
export class PriceEventsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * In one transaction: claims up to `limit` unpublished events, oldest first (locked; another
   * replica's relay skips them), hands them to `publish`, and stamps them published. A publish
   * that fails rolls the stamps back, so the events are offered again.
   */
  publishBatch(
    limit: number,
    publish: (events: readonly PriceEvent[]) => Promise<void>,
    now: () => Date,
  ): Promise<number> {
    return this.em.transactional(async (em) => {
      const events = await em.find(
        PriceEvent,
        { publishedAt: null },
        {
          orderBy: { createdAt: 'asc', id: 'asc' },
          limit,
          lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE,
        },
      );
      if (events.length === 0) return 0;
      await publish(events);
      const at = now();
      for (const event of events) event.publishedAt = at;
      return events.length;
    });
  }

  /** Forgets events published before `before` (the stream keeps its own copy). */
  prunePublished(before: Date): Promise<number> {
    return this.em.nativeDelete(PriceEvent, { publishedAt: { $lt: before } });
  }
}

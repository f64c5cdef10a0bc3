import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { preparedRows } from '../database/prepared-rows';
import { PriceEvent } from '../entities';

/** Whether an event waits: one probe of the unpublished events' partial index. */
const ANY_UNPUBLISHED = 'select 1 from catalogue.price_events where published_at is null limit 1';

/** The outbox of price-changed events, as the relay reads and clears it. */
@Injectable()
export class PriceEventsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * In one transaction: claims up to `limit` unpublished events, oldest first (locked; another
   * replica's relay skips them), hands them to `publish`, and stamps them published. A publish
   * that fails rolls the stamps back, so the events are offered again. An empty outbox (the
   * relay's usual poll, four a second per replica) costs one statement, not a transaction's three.
   */
  async publishBatch(
    limit: number,
    publish: (events: readonly PriceEvent[]) => Promise<void>,
    now: () => Date,
  ): Promise<number> {
    if ((await preparedRows(this.em, ANY_UNPUBLISHED, [])).length === 0) return 0;
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

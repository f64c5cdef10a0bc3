import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ALERTS_SCHEMA } from '../database/mikro-orm.config';
import { Alert, ProcessedEvent } from '../entities';

const PROCESSED = `"${ALERTS_SCHEMA}"."processed_events"`;
const LATEST = `"${ALERTS_SCHEMA}"."laptop_price_changes"`;

/** The price-changed events applied so far, and the alerts an event is about. */
@Injectable()
export class PriceEventsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Runs `work` in one transaction with the event recorded as applied, unless it was already:
   * false then, and nothing runs. Recording first makes a concurrent second delivery of the
   * same event wait for the first's commit and then find it.
   */
  applyOnce(eventId: string, now: Date, work: () => Promise<void>): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const inserted = await em.execute<{ event_id: string }[]>(
        `insert into ${PROCESSED} (event_id, processed_at) values (?, ?)
           on conflict (event_id) do nothing returning event_id`,
        [eventId, now],
      );
      if (inserted.length === 0) return false;
      await work();
      return true;
    });
  }

  /**
   * Records `changedAt` as the laptop's newest change, unless a newer one was applied before:
   * false then. Two events of one laptop take its row in turn (the second waits for the first's
   * commit and compares with what it wrote).
   */
  async recordIfNewest(asin: string, changedAt: Date): Promise<boolean> {
    const recorded = await this.em.execute<{ laptop_asin: string }[]>(
      `insert into ${LATEST} (laptop_asin, changed_at) values (?, ?)
         on conflict (laptop_asin) do update set changed_at = excluded.changed_at
           where ${LATEST}.changed_at <= excluded.changed_at
         returning laptop_asin`,
      [asin, changedAt],
    );
    return recorded.length > 0;
  }

  /**
   * The confirmed alerts on a laptop (paused and snoozed ones too: their tracks follow the
   * price), locked until the transaction ends so two events of one laptop apply in turn.
   */
  confirmedAlertsOn(asin: string): Promise<Alert[]> {
    return this.em.find(
      Alert,
      { laptopAsin: asin, expiresAt: null },
      { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
  }

  /** Forgets events applied before `before` (the stream no longer holds them). */
  pruneBefore(before: Date): Promise<number> {
    return this.em.nativeDelete(ProcessedEvent, { processedAt: { $lt: before } });
  }

  flush(): Promise<void> {
    return this.em.flush();
  }
}

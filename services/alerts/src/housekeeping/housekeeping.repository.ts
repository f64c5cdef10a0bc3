import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ALERTS_SCHEMA } from '../database/mikro-orm.config';

const T = (table: string) => `"${ALERTS_SCHEMA}"."${table}"`;

/** The deletes that keep only what alerts need (docs/alerts.md, Retention). */
@Injectable()
export class HousekeepingRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Deletes alerts never confirmed in time, then the addresses never confirmed, made before
   * `createdBefore`, that have no alert left: nothing is kept of an address that did not say yes.
   */
  async expireUnconfirmed(
    now: Date,
    createdBefore: Date,
  ): Promise<{ alerts: number; addresses: number }> {
    return this.em.transactional(async (em) => {
      const alerts = await em.execute<{ subscriber_id: number }[]>(
        `delete from ${T('alerts')} where expires_at is not null and expires_at <= ?
         returning subscriber_id`,
        [now],
      );
      const addresses = await em.execute<{ id: number }[]>(
        `delete from ${T('subscribers')} s
          where s.confirmed_at is null
            and not exists (select 1 from ${T('alerts')} a where a.subscriber_id = s.id)
            and s.created_at <= ?
          returning id`,
        [createdBefore],
      );
      if (alerts.length > 0) {
        const ids = [...new Set(alerts.map((row) => row.subscriber_id))];
        await em.execute(
          `update ${T('subscribers')} set last_alert_removed_at = ?
            where id in (${ids.map(() => '?').join(', ')})`,
          [now, ...ids],
        );
      }
      return { alerts: alerts.length, addresses: addresses.length };
    });
  }

  /** Deletes the confirmed addresses left without alerts since before `before`. */
  async forgetIdleAddresses(before: Date): Promise<number> {
    const rows = await this.em.execute<{ id: number }[]>(
      `delete from ${T('subscribers')} s
        where not exists (select 1 from ${T('alerts')} a where a.subscriber_id = s.id)
          and coalesce(s.last_alert_removed_at, s.created_at) < ?
        returning id`,
      [before],
    );
    return rows.length;
  }

  /** Deletes the record of deliveries made before `before` (those still to send stay). */
  async pruneDeliveries(before: Date): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>(
      `delete from ${T('deliveries')} where created_at < ? and status <> 'pending' returning id`,
      [before],
    );
    return rows.length;
  }
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ALERTS_SCHEMA } from '../database/mikro-orm.config';

const T = (table: string) => `"${ALERTS_SCHEMA}"."${table}"`;
const IST_DAY = (column: string) => `to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

export interface DayCounts {
  created: number;
  confirmed: number;
  sent: number;
  failed: number;
}

export interface FailureRow {
  createdAt: Date;
  email: string;
  channel: string;
  lastError: string | null;
  attempts: number;
  status: string;
  nextAttemptAt: Date | null;
}

/** The counts operators see; each one query over the alerts schema. */
@Injectable()
export class AlertStatsRepository {
  constructor(private readonly em: EntityManager) {}

  async alertStates(now: Date) {
    const [row] = await this.em.execute<{ waiting: string; active: string; paused: string }[]>(
      `select count(*) filter (where expires_at is not null and expires_at > ?) as waiting,
              count(*) filter (where expires_at is null and not paused
                                 and (snoozed_until is null or snoozed_until <= ?)) as active,
              count(*) filter (where expires_at is null
                                 and (paused or snoozed_until > ?)) as paused
         from ${T('alerts')}`,
      [now, now, now],
    );
    return {
      waitingConfirmation: Number(row.waiting),
      active: Number(row.active),
      paused: Number(row.paused),
    };
  }

  async addresses() {
    const [row] = await this.em.execute<{ confirmed: string; unconfirmed: string }[]>(
      `select count(confirmed_at) as confirmed, count(*) - count(confirmed_at) as unconfirmed
         from ${T('subscribers')}`,
    );
    return { confirmed: Number(row.confirmed), unconfirmed: Number(row.unconfirmed) };
  }

  /** Per India day since `since`: alerts created, addresses confirmed, alert messages sent and given up. */
  async perDay(since: Date): Promise<Map<string, DayCounts>> {
    const rows = await this.em.execute<{ day: string; what: keyof DayCounts; n: string }[]>(
      `select ${IST_DAY('created_at')} as day, 'created' as what, count(*) as n
         from ${T('alerts')} where created_at >= ? group by 1
       union all
       select ${IST_DAY('confirmed_at')}, 'confirmed', count(*)
         from ${T('subscribers')} where confirmed_at >= ? group by 1
       union all
       select ${IST_DAY('sent_at')}, 'sent', count(*)
         from ${T('deliveries')} where sent_at >= ? and kind in ('alert', 'digest') group by 1
       union all
       select ${IST_DAY('created_at')}, 'failed', count(*)
         from ${T('deliveries')} where created_at >= ? and status = 'failed' group by 1`,
      [since, since, since, since],
    );
    const days = new Map<string, DayCounts>();
    for (const row of rows) {
      const counts = days.get(row.day) ?? { created: 0, confirmed: 0, sent: 0, failed: 0 };
      counts[row.what] = Number(row.n);
      days.set(row.day, counts);
    }
    return days;
  }

  /** Deliveries given up, or failed and waiting for another try, newest first. */
  async failures(limit: number): Promise<FailureRow[]> {
    const rows = await this.em.execute<
      {
        created_at: Date;
        email: string;
        channel: string;
        last_error: string | null;
        attempts: number;
        status: string;
        next_attempt_at: Date | null;
      }[]
    >(
      `select d.created_at, s.email, d.channel, d.last_error, d.attempts, d.status,
              d.next_attempt_at
         from ${T('deliveries')} d join ${T('subscribers')} s on s.id = d.subscriber_id
        where d.status = 'failed' or (d.status = 'pending' and d.last_error is not null)
        order by d.created_at desc, d.id desc limit ?`,
      [limit],
    );
    return rows.map((row) => ({
      createdAt: new Date(row.created_at),
      email: row.email,
      channel: row.channel,
      lastError: row.last_error,
      attempts: row.attempts,
      status: row.status,
      nextAttemptAt: row.next_attempt_at ? new Date(row.next_attempt_at) : null,
    }));
  }

  /** The laptops with the most confirmed alerts. */
  async mostWatched(limit: number) {
    const rows = await this.em.execute<{ slug: string; name: string; alerts: string }[]>(
      `select laptop_slug as slug, max(laptop_name) as name, count(*) as alerts
         from ${T('alerts')} where expires_at is null
        group by laptop_slug order by alerts desc, slug limit ?`,
      [limit],
    );
    return rows.map((row) => ({ slug: row.slug, name: row.name, alerts: Number(row.alerts) }));
  }
}

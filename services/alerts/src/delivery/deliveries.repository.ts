import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PushSubscriptionJson } from '@bli/contracts';
import { ALERTS_SCHEMA } from '../database/mikro-orm.config';
import { Alert, Delivery, type DeliveryChannel, type DeliveryKind } from '../entities';
import type { AlertNews, DeliveryContent } from './delivery-content';

const DELIVERIES = `"${ALERTS_SCHEMA}"."deliveries"`;
const SUBSCRIBERS = `"${ALERTS_SCHEMA}"."subscribers"`;
const ALERTS = `"${ALERTS_SCHEMA}"."alerts"`;

export interface NewDelivery {
  subscriberId: number;
  alertId: number | null;
  kind: DeliveryKind;
  channel: DeliveryChannel;
  status: 'pending' | 'skipped' | 'held';
  laptopSlug: string | null;
  eventId: string | null;
  day: string;
  content: DeliveryContent;
  createdAt: Date;
  /** When a pending one is due. */
  nextAttemptAt: Date | null;
}

/** What an address was sent on one India day (rules/delivery-plan.ts DayDeliveries). */
export interface DayRecord {
  mails: number;
  laptops: Set<string>;
}

/** A delivery the dispatcher claimed: everything sending it takes. */
export interface DueDelivery {
  id: string;
  subscriberId: number;
  email: string;
  alertId: number | null;
  kind: DeliveryKind;
  channel: DeliveryChannel;
  content: DeliveryContent;
  /** Tries so far, this one included. */
  attempts: number;
  /** The browser of the delivery's alert (push only). */
  pushSubscription: PushSubscriptionJson | null;
}

/** The message queue and its record: what was decided, sent, held, skipped or given up. */
@Injectable()
export class DeliveriesRepository {
  constructor(private readonly em: EntityManager) {}

  async add(rows: readonly NewDelivery[]): Promise<void> {
    for (const row of rows) {
      this.em.persist(
        this.em.create(Delivery, {
          subscriber: row.subscriberId,
          alert: row.alertId,
          kind: row.kind,
          channel: row.channel,
          status: row.status,
          laptopSlug: row.laptopSlug,
          eventId: row.eventId,
          day: row.day,
          content: row.content,
          createdAt: row.createdAt,
          nextAttemptAt: row.nextAttemptAt,
        }),
      );
    }
    await this.em.flush();
  }

  /**
   * What each address was mailed on an India day: the mails that went or are going (alerts and
   * digests), and the laptops an alert told it about (held news included).
   */
  async dayOf(subscriberIds: readonly number[], day: string): Promise<Map<number, DayRecord>> {
    const days = new Map<number, DayRecord>(
      subscriberIds.map((id) => [id, { mails: 0, laptops: new Set<string>() }]),
    );
    if (subscriberIds.length === 0) return days;
    const rows = await this.em.execute<
      {
        subscriber_id: number;
        kind: DeliveryKind;
        channel: DeliveryChannel;
        laptop_slug: string | null;
      }[]
    >(
      `select subscriber_id, kind, channel, laptop_slug from ${DELIVERIES}
        where subscriber_id in (${subscriberIds.map(() => '?').join(', ')}) and day = ?
          and kind in ('alert', 'digest') and status in ('pending', 'sent', 'held')`,
      [...subscriberIds, day],
    );
    for (const row of rows) {
      const today = days.get(row.subscriber_id);
      if (!today) continue;
      if (row.channel === 'email') today.mails += 1;
      if (row.kind === 'alert' && row.channel !== 'push' && row.laptop_slug) {
        today.laptops.add(row.laptop_slug);
      }
    }
    return days;
  }

  /**
   * Adds news to the address's digest due at `dueAt` (one mail for everything held that day),
   * making the digest when it is the first: one statement, so concurrent events share one.
   */
  async addToDigest(
    subscriberId: number,
    dueAt: Date,
    day: string,
    news: AlertNews,
    now: Date,
  ): Promise<void> {
    const content: DeliveryContent = { type: 'digest', items: [news] };
    await this.em.execute(
      `insert into ${DELIVERIES} as d
         (subscriber_id, kind, channel, status, attempts, next_attempt_at, day, content, created_at)
       values (?, 'digest', 'email', 'pending', 0, ?, ?, ?::jsonb, ?)
       on conflict (subscriber_id, next_attempt_at)
         where kind = 'digest' and status = 'pending' and attempts = 0
       do update set content =
         jsonb_set(d.content, '{items}', (d.content -> 'items') || (excluded.content -> 'items'))`,
      [subscriberId, dueAt, day, JSON.stringify(content), now],
    );
  }

  /**
   * Claims up to `limit` due deliveries for this dispatcher: each counts a try and is not due
   * again until `leaseUntil`, so another replica leaves it alone while it is being sent, and a
   * dispatcher that died mid-send has it tried again after the lease.
   */
  async claimDue(now: Date, limit: number, leaseUntil: Date): Promise<DueDelivery[]> {
    const rows = await this.em.execute<
      {
        id: string;
        subscriber_id: number;
        email: string;
        alert_id: number | null;
        kind: DeliveryKind;
        channel: DeliveryChannel;
        content: DeliveryContent;
        attempts: number;
        push_subscription: PushSubscriptionJson | null;
      }[]
    >(
      `with due as (
         select id from ${DELIVERIES}
          where status = 'pending' and next_attempt_at <= ?
          order by next_attempt_at, id limit ? for update skip locked)
       update ${DELIVERIES} d
          set attempts = d.attempts + 1, next_attempt_at = ?
         from due, ${SUBSCRIBERS} s
        where d.id = due.id and s.id = d.subscriber_id
       returning d.id, d.subscriber_id, s.email, d.alert_id, d.kind, d.channel, d.content,
                 d.attempts,
                 (select a.push_subscription from ${ALERTS} a where a.id = d.alert_id)
                   as push_subscription`,
      [now, limit, leaseUntil],
    );
    return rows.map((row) => ({
      id: String(row.id),
      subscriberId: row.subscriber_id,
      email: row.email,
      alertId: row.alert_id,
      kind: row.kind,
      channel: row.channel,
      content: row.content,
      attempts: row.attempts,
      pushSubscription: row.push_subscription,
    }));
  }

  /** Sent: stamped, and the alerts it told about note when they last sent something. */
  async markSent(delivery: DueDelivery, now: Date): Promise<void> {
    await this.em.nativeUpdate(
      Delivery,
      { id: delivery.id },
      { status: 'sent', sentAt: now, nextAttemptAt: null, lastError: null },
    );
    const alertIds =
      delivery.content.type === 'digest'
        ? delivery.content.items.map((item) => item.alertId)
        : delivery.content.type === 'alert'
          ? [delivery.content.news.alertId]
          : [];
    if (alertIds.length > 0) {
      await this.em.nativeUpdate(Alert, { id: { $in: alertIds } }, { lastSentAt: now });
    }
  }

  /** Failed this time: tried again at `retryAt`, or given up for good when that is null. */
  async markFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
    await this.em.nativeUpdate(
      Delivery,
      { id },
      retryAt
        ? { status: 'pending', nextAttemptAt: retryAt, lastError: error.slice(0, 500) }
        : { status: 'failed', nextAttemptAt: null, lastError: error.slice(0, 500) },
    );
  }

  /** Not sent on purpose (push is off, the browser is gone). */
  async markSkipped(id: string, reason: string): Promise<void> {
    await this.em.nativeUpdate(
      Delivery,
      { id },
      { status: 'skipped', nextAttemptAt: null, lastError: reason.slice(0, 500) },
    );
  }

  /** The push service says the alert's browser subscription is gone: stop pushing to it. */
  async dropPushSubscription(alertId: number): Promise<void> {
    await this.em.nativeUpdate(Alert, { id: alertId }, { pushSubscription: null });
  }
}

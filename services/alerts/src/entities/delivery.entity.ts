import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Alert } from './alert.entity';
import { Subscriber } from './subscriber.entity';

/**
 * What a delivery is: `confirmation` (the address's confirm link), `alert-set` (a confirmed
 * address set another alert), `alert` (an alert fired), `digest` (the news held past the
 * daily cap, in one mail).
 */
export const DELIVERY_KINDS = ['confirmation', 'alert-set', 'alert', 'digest'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** `digest`: news held for the next morning's digest mail (its status is `held`). */
export const DELIVERY_CHANNELS = ['email', 'push', 'digest'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * `pending`: to send at `nextAttemptAt`; `sent`; `skipped`: not sent on purpose (the laptop had
 * its mail today, or the alert's browser is gone); `held`: in a digest; `failed`: given up.
 */
export const DELIVERY_STATUSES = ['pending', 'sent', 'skipped', 'held', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One message to one address (or its browser), from the decision to send it to its outcome: the
 * dispatcher's queue, the record the daily cap and "one mail per laptop per day" count, and what
 * operators see of failures.
 */
@Entity({ tableName: 'deliveries' })
@Index({
  name: 'deliveries_due_index',
  expression:
    'create index "deliveries_due_index" on "alerts"."deliveries" ("next_attempt_at") where "status" = \'pending\'',
})
@Index({
  name: 'deliveries_event_alert_channel_unique',
  expression:
    'create unique index "deliveries_event_alert_channel_unique" on "alerts"."deliveries" ("event_id", "alert_id", "channel") where "event_id" is not null',
})
// One digest a morning per address: concurrent events add their news to the same row.
@Index({
  name: 'deliveries_pending_digest_unique',
  expression:
    'create unique index "deliveries_pending_digest_unique" on "alerts"."deliveries" ("subscriber_id", "next_attempt_at") where "kind" = \'digest\' and "status" = \'pending\' and "attempts" = 0',
})
@Index({ properties: ['subscriber', 'day'] })
@Index({ properties: ['alert'] })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['sentAt'] })
export class Delivery {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @ManyToOne(() => Subscriber, { ref: true, deleteRule: 'cascade' })
  subscriber!: Ref<Subscriber>;

  /**
   * The alert it tells about (none for confirmations and digests). A deleted alert leaves its
   * record (the day's counts) but nothing of it is sent any more.
   */
  @ManyToOne(() => Alert, { ref: true, nullable: true, deleteRule: 'set null' })
  alert: Ref<Alert> | null = null;

  @Property({ type: 'string', length: 20 })
  kind!: DeliveryKind;

  @Property({ type: 'string', length: 200, nullable: true })
  laptopSlug: string | null = null;

  /** The price-changed event that caused it. */
  @Property({ type: 'uuid', nullable: true })
  eventId: string | null = null;

  @Property({ type: 'string', length: 10 })
  channel!: DeliveryChannel;

  @Property({ type: 'string', length: 10 })
  status!: DeliveryStatus;

  @Property({ type: 'integer', default: 0 })
  attempts: Opt<number> = 0;

  @Property({ type: 'string', length: 500, nullable: true })
  lastError: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  nextAttemptAt: Date | null = null;

  /** The India day it counts on (YYYY-MM-DD): a digest, the day it goes out. */
  @Property({ type: 'date' })
  day!: string;

  /** What the message says, fixed when it was decided (delivery/delivery-content.ts). */
  @Property({ type: 'json' })
  content!: unknown;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;
}

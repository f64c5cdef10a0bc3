import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { AlertCondition, PushSubscriptionJson } from '@bli/contracts';
import { Subscriber } from './subscriber.entity';

/**
 * One "tell me when…" of an address about one laptop, with what it remembers between price
 * changes (`armed`, `reference`: rules/alert-trigger.ts).
 */
@Entity({ tableName: 'alerts' })
@Index({
  name: 'alerts_confirmed_laptop_index',
  expression:
    'create index "alerts_confirmed_laptop_index" on "alerts"."alerts" ("laptop_asin") where "expires_at" is null',
})
@Index({
  name: 'alerts_unconfirmed_expiry_index',
  expression:
    'create index "alerts_unconfirmed_expiry_index" on "alerts"."alerts" ("expires_at") where "expires_at" is not null',
})
@Index({ properties: ['subscriber', 'createdAt'] })
export class Alert {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Subscriber, { ref: true, deleteRule: 'cascade' })
  subscriber!: Ref<Subscriber>;

  /** The catalogue's laptop (another service's data: no foreign key); events name it by asin. */
  @Property({ type: 'string', length: 20 })
  laptopAsin!: string;

  /** Its page is /laptop/{slug}; slug and name follow the catalogue's events. */
  @Property({ type: 'string', length: 200 })
  laptopSlug!: string;

  @Property({ type: 'string', length: 300 })
  laptopName!: string;

  @Property({ type: 'json' })
  condition!: AlertCondition;

  /** Its condition was false when last seen: its becoming true is news. */
  @Property({ type: 'boolean' })
  armed!: boolean;

  /** Percent drops: the price drops are measured from. */
  @Property({ type: 'integer', nullable: true })
  reference: number | null = null;

  @Property({ type: 'boolean', default: false })
  paused: Opt<boolean> = false;

  @Property({ type: 'datetime', nullable: true })
  snoozedUntil: Date | null = null;

  @Property({ type: 'integer' })
  priceWhenSet!: number;

  /**
   * The browser that asked for this alert, when it asked for pushes too. Kept per alert, not per
   * address: whoever types an address in can add a browser only to the alert they set, never
   * read the pushes of the address's other alerts.
   */
  @Property({ type: 'json', nullable: true })
  pushSubscription: PushSubscriptionJson | null = null;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  /** Set while its address is unconfirmed: the alert is deleted then (null: confirmed). */
  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastSentAt: Date | null = null;
}

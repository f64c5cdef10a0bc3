import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/**
 * An address shoppers are mailed at: all we keep about a person (docs/alerts.md, Privacy). It is
 * confirmed by the link in its first mail; nothing but confirmation mail goes out before that.
 */
@Entity({ tableName: 'subscribers' })
export class Subscriber {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Trimmed and lower-case (the contract's alertEmailSchema). */
  @Property({ type: 'string', length: 254 })
  @Unique()
  email!: string;

  @Property({ type: 'datetime', nullable: true })
  confirmedAt: Date | null = null;

  /** The last confirmation (or "alert set") mail: at most one per 10 minutes. */
  @Property({ type: 'datetime', nullable: true })
  lastConfirmationSentAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  /** When its last alert was removed: an address left without alerts is deleted after the retention days. */
  @Property({ type: 'datetime', nullable: true })
  lastAlertRemovedAt: Date | null = null;
}

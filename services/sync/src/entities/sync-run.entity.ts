import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { SyncRunError } from '@bli/contracts';

/** Where a run continues: a keyset position in oldest-first order, or an index in its asin list. */
export type RunCursor = { lastUpdated: string; asin: string } | { index: number };

/**
 * A sync run is also its own job: queued by the schedule or an operator, claimed by one worker
 * (a lease that a crashed worker lets lapse), continued from its cursor, and kept as a record.
 */
@Entity({ tableName: 'sync_runs' })
@Index({ properties: ['status', 'priority', 'id'] })
export class SyncRun {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Set while queued or running so the same work is never queued twice; cleared at the end. */
  @Property({ type: 'string', length: 200, nullable: true, unique: true })
  jobKey: string | null = null;

  /** scheduled, price-range or asins. */
  @Property({ type: 'string', length: 20 })
  kind!: string;

  /** auto, creators-api or keepa. */
  @Property({ type: 'string', length: 20 })
  requestedSource!: string;

  @Property({ type: 'json' })
  sources: string[] = [];

  @Property({ type: 'integer', nullable: true })
  priceRangeId: number | null = null;

  /** The asins of an asin-list run; null means every active laptop. */
  @Property({ type: 'json', nullable: true })
  asins: string[] | null = null;

  /** queued, running, succeeded or failed. */
  @Property({ type: 'string', length: 20 })
  status = 'queued';

  /** Lower runs first: an operator's request before the schedule's. */
  @Property({ type: 'smallint' })
  priority = 10;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  startedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  leaseExpiresAt: Date | null = null;

  /** Only laptops whose price is older than this are refreshed. */
  @Property({ type: 'datetime', nullable: true })
  staleBefore: Date | null = null;

  @Property({ type: 'json', nullable: true })
  cursor: RunCursor | null = null;

  @Property({ type: 'integer' })
  productsTotal = 0;

  @Property({ type: 'integer' })
  productsProcessed = 0;

  @Property({ type: 'integer' })
  pricePointsAdded = 0;

  @Property({ type: 'integer' })
  errorCount = 0;

  @Property({ type: 'json' })
  errors: SyncRunError[] = [];

  @Property({ type: 'text', nullable: true })
  message: string | null = null;

  @Property({ type: 'integer' })
  keepaTokensSpent = 0;

  @Property({ type: 'integer' })
  creatorsApiRequests = 0;

  @Property({ type: 'smallint' })
  attempts = 0;
}

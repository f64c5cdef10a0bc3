import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One replica at a time works the queue (the retailer quotas are per account, not per
 * process); the others take over when its lease lapses.
 */
@Entity({ tableName: 'worker_leases' })
export class WorkerLease {
  @PrimaryKey({ type: 'string', length: 40 })
  name!: string;

  @Property({ type: 'string', length: 100 })
  holder!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}

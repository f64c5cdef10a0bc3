import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Hits of one rate-limit key (`<bucket>|<client address>`) in its current window, which starts
 * at its first hit; shared by every gateway replica (http/shared-counters.ts). An UNLOGGED
 * table: counts are worth no WAL, and a crash that empties them only starts the windows over.
 * Rows whose window has ended are deleted.
 */
@Entity({ tableName: 'rate_limit_counters' })
@Index({ properties: ['windowStart'] })
export class RateLimitCounter {
  @PrimaryKey({ type: 'string', length: 64 })
  key!: string;

  @Property({ type: 'datetime' })
  windowStart!: Date;

  @Property({ type: 'integer' })
  hits!: number;
}

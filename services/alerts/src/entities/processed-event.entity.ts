import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A price-changed event already applied: recorded in the transaction that applied it, so a
 * redelivered event (JetStream delivers at least once) changes nothing. Kept as long as the
 * stream keeps events.
 */
@Entity({ tableName: 'processed_events' })
@Index({ properties: ['processedAt'] })
export class ProcessedEvent {
  @PrimaryKey({ type: 'uuid' })
  eventId!: string;

  @Property({ type: 'datetime' })
  processedAt!: Date;
}

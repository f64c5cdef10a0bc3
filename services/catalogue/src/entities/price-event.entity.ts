import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The outbox of `catalogue.laptops.price-changed`: written in the transaction that changes a
 * laptop's price or availability, so an event exists exactly when the change committed; the
 * relay (price-events/) publishes it to JetStream and stamps `publishedAt`.
 */
@Entity({ tableName: 'price_events' })
@Index({
  name: 'price_events_unpublished_index',
  expression:
    'create index "price_events_unpublished_index" on "catalogue"."price_events" ("created_at") where "published_at" is null',
})
export class PriceEvent {
  /** The event's id, also its JetStream message id (the stream drops a repeat). */
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** The event as published (libs/contracts priceChangedEventSchema). */
  @Property({ type: 'json' })
  payload!: unknown;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  publishedAt: Date | null = null;
}

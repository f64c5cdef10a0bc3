import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The newest price change applied per laptop (the catalogue's `changedAt`): an event older than
 * it arrived late (a retried delivery, or two catalogue relays publishing out of order) and
 * quotes a price the laptop no longer has, so it changes no alert.
 */
@Entity({ tableName: 'laptop_price_changes' })
export class LaptopPriceChange {
  /** The catalogue's laptop, as events name it (another service's data: no foreign key). */
  @PrimaryKey({ type: 'string', length: 20 })
  laptopAsin!: string;

  @Property({ type: 'datetime' })
  changedAt!: Date;
}

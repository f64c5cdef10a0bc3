import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One buy click: which laptop, from which page, at what shown price, when. Nothing about the
 * shopper (no IP address, user agent or cookie): the counts are all the admin needs.
 */
@Entity({ tableName: 'clicks' })
@Index({ properties: ['clickedAt'] })
@Index({ properties: ['laptopId', 'clickedAt'] })
export class AffiliateClick {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @Property({ type: 'string', length: 10 })
  asin!: string;

  /** The catalogue's laptop id and slug at the time (another service's data: no foreign key). */
  @Property({ type: 'integer' })
  laptopId!: number;

  @Property({ type: 'string', length: 200 })
  laptopSlug!: string;

  /** The kind of page or button, e.g. "laptop-details" or "laptop-card". */
  @Property({ type: 'string', length: 60 })
  source!: string;

  /** The path of the page clicked on, when the caller said. */
  @Property({ type: 'string', length: 300, nullable: true })
  page: string | null = null;

  /** The price the page could show (current under the 24-hour rule), else null. */
  @Property({ type: 'integer', nullable: true })
  priceShown: number | null = null;

  /** "api" for the buy button's request, "hop" for the no-JavaScript click hop. */
  @Property({ type: 'string', length: 10 })
  via!: string;

  @Property({ type: 'datetime' })
  clickedAt!: Date;
}

import type { Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Laptop } from './laptop.entity';

/**
 * An offer on one laptop for a time: shoppers see it while start ≤ now < end (docs/product-rules.md
 * "Deals"). Rows are never deleted: an operator expires a deal, which ends it now.
 */
@Entity({ tableName: 'deals' })
@Index({ properties: ['isActive', 'expiresAt'] })
@Index({ properties: ['laptop'] })
export class Deal {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Laptop, { ref: true })
  laptop!: Ref<Laptop>;

  @Property({ type: 'string', length: 200, unique: true })
  title!: string;

  /** flash, bank or exchange. */
  @Property({ type: 'string', length: 20 })
  dealType!: string;

  /** The deal's price in whole rupees. */
  @Property({ type: 'integer' })
  discountPrice!: number;

  /** A bank offer's card or bank; null for the other kinds. */
  @Property({ type: 'string', length: 80, nullable: true })
  bankName: string | null = null;

  /** A bank offer's terms; null for the other kinds. */
  @Property({ type: 'string', length: 500, nullable: true })
  conditions: string | null = null;

  /**
   * What a bank or exchange offer takes off (docs/deal-verdicts.md "Effective price"): a
   * percentage up to `offerCap`, or `offerCap` alone as a flat amount; null when not stated.
   */
  @Property({ type: 'double', nullable: true })
  offerPercent: number | null = null;

  @Property({ type: 'integer', nullable: true })
  offerCap: number | null = null;

  /** A bank offer's no-cost EMI processing fee, as stated. */
  @Property({ type: 'integer', nullable: true })
  processingFee: number | null = null;

  @Property({ type: 'datetime' })
  startsAt!: Date;

  /** The end: the deal is off the shoppers' list from this instant. */
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** False once an operator expired it. */
  @Property({ type: 'boolean' })
  isActive = true;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}

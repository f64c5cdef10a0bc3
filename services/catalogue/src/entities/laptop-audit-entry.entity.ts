import type { Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Laptop } from './laptop.entity';

/**
 * One change an operator made to a laptop: a field's old and new value, or an action
 * ("imported", "published", "retired"). Rows are only ever added; laptops are never deleted.
 */
@Entity({ tableName: 'laptop_audit_entries' })
@Index({ properties: ['laptop', 'at'] })
export class LaptopAuditEntry {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Laptop, { ref: true })
  laptop!: Ref<Laptop>;

  /** The laptop's asin at the time, so the log reads without a join. */
  @Property({ type: 'string', length: 10 })
  asin!: string;

  /** The operator's email, as the gateway's session knows it. */
  @Property({ type: 'string', length: 254 })
  operator!: string;

  @Property({ type: 'string', length: 60 })
  field!: string;

  @Property({ type: 'json', nullable: true })
  oldValue: unknown = null;

  @Property({ type: 'json', nullable: true })
  newValue: unknown = null;

  @Property({ type: 'datetime' })
  at!: Date;
}

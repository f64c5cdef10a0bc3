import type { Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Deal } from './deal.entity';

/**
 * One change an operator made to a deal: a field's old and new value, or an action ("created",
 * "expired"). Rows are only ever added.
 */
@Entity({ tableName: 'deal_audit_entries' })
@Index({ properties: ['deal', 'at'] })
export class DealAuditEntry {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Deal, { ref: true })
  deal!: Ref<Deal>;

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

import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One change an operator (or the publishing schedule) made to an editorial entry: a field's old
 * and new value, or an action ("created", "published", "scheduled", "unpublished", "restored").
 * Rows are only ever added. `kind` names the entry's table ("post" today).
 */
@Entity({ tableName: 'audit_entries' })
@Index({ properties: ['kind', 'entryId', 'at'] })
export class ContentAuditEntry {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 40 })
  kind!: string;

  @Property({ type: 'integer' })
  entryId!: number;

  /** The operator's email, or "schedule" for a post the schedule published. */
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

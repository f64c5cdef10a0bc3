import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { EntryKind, EntrySnapshot } from '@bli/contracts';

/** One saved version of a guide's, use-case list's, comparison's or author's fields. */
@Entity({ tableName: 'entry_revisions' })
@Unique({ properties: ['kind', 'entryId', 'number'] })
export class EntryRevision {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 40 })
  kind!: EntryKind;

  @Property({ type: 'integer' })
  entryId!: number;

  /** 1, 2, 3… per entry. */
  @Property({ type: 'integer' })
  number!: number;

  @Property({ type: 'json' })
  fields!: EntrySnapshot;

  /** The operator's email, as the gateway's session knows it. */
  @Property({ type: 'string', length: 254 })
  operator!: string;

  @Property({ type: 'datetime' })
  at!: Date;
}

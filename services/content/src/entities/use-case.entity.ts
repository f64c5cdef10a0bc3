import type { UseCaseCriteria, UseCasePick } from '@bli/contracts';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { EditorialEntry } from './editorial-entry';

@Entity({ tableName: 'use_cases' })
export class UseCase extends EditorialEntry {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 80, unique: true })
  slug!: string;

  /** Display order on the hub. */
  @Property({ type: 'smallint' })
  position!: number;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'string', length: 60 })
  icon!: string;

  @Property({ type: 'json' })
  targetAudience: string[] = [];

  @Property({ type: 'json' })
  requirements: string[] = [];

  @Property({ type: 'string', length: 80 })
  budgetRange!: string;

  @Property({ type: 'string', length: 200, unique: true })
  path!: string;

  @Property({ type: 'string', length: 40 })
  color!: string;

  @Property({ type: 'json' })
  criteria!: UseCaseCriteria;

  /** Sanitised HTML. */
  @Property({ type: 'text' })
  guidance!: string;

  /** The editor's picks, in order, each with a paragraph. */
  @Property({ type: 'json' })
  picks: UseCasePick[] = [];

  /** What the operator wrote; null for a demo entry imported as HTML (it stays until saved). */
  @Property({ type: 'text', nullable: true })
  markdown: string | null = null;
}

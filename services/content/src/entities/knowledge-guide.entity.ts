import type { Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { EditorialEntry } from './editorial-entry';
import { KnowledgeCategory } from './knowledge-category.entity';

@Entity({ tableName: 'knowledge_guides' })
export class KnowledgeGuide extends EditorialEntry {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => KnowledgeCategory, { ref: true, index: true, deleteRule: 'cascade' })
  category!: Ref<KnowledgeCategory>;

  @Property({ type: 'smallint' })
  position!: number;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  /** Site path of the guide page, e.g. /processors/amd-ryzen-5. */
  @Property({ type: 'string', length: 200, unique: true })
  path!: string;

  @Property({ type: 'json' })
  targetKeywords: string[] = [];

  @Property({ type: 'string', length: 40 })
  searchVolume!: string;

  @Property({ type: 'string', length: 20 })
  difficulty!: string;

  @Property({ type: 'string', length: 40 })
  intent!: string;

  /** Sanitised HTML; null for guides that are pages of their own (/cpu-comparison). */
  @Property({ type: 'text', nullable: true })
  article: string | null = null;

  /** What the operator wrote; null for a demo entry imported as HTML (it stays until saved). */
  @Property({ type: 'text', nullable: true })
  markdown: string | null = null;
}

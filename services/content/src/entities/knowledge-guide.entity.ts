import type { Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { KnowledgeCategory } from './knowledge-category.entity';

@Entity({ tableName: 'knowledge_guides' })
export class KnowledgeGuide {
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

  /** When the entry last changed: the sitemap's lastmod for its page. */
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

import { Collection } from '@mikro-orm/core';
import { Entity, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { KnowledgeGuide } from './knowledge-guide.entity';

@Entity({ tableName: 'knowledge_categories' })
export class KnowledgeCategory {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 80, unique: true })
  slug!: string;

  @Property({ type: 'smallint' })
  position!: number;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'string', length: 60 })
  icon!: string;

  @Property({ type: 'string', length: 40 })
  color!: string;

  @OneToMany(() => KnowledgeGuide, (guide) => guide.category, { orderBy: { position: 'asc' } })
  guides = new Collection<KnowledgeGuide>(this);

  /** When the entry last changed: the sitemap's lastmod for its page. */
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

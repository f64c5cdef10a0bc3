import type { Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Author } from './author.entity';

@Entity({ tableName: 'blog_posts' })
@Index({ properties: ['category', 'publishedAt'] })
@Index({ properties: ['isFeatured', 'publishedAt'] })
export class BlogPost {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200, unique: true })
  slug!: string;

  @Property({ type: 'string', length: 300 })
  title!: string;

  @Property({ type: 'text' })
  excerpt!: string;

  /** Sanitised when written and again when served. */
  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'string', length: 40 })
  category!: string;

  @Property({ type: 'json' })
  tags: string[] = [];

  @ManyToOne(() => Author, { ref: true, index: true })
  author!: Ref<Author>;

  @Property({ type: 'text', nullable: true })
  featuredImage: string | null = null;

  @Property({ type: 'integer' })
  readTime = 1;

  @Property({ type: 'integer' })
  viewCount = 0;

  @Property({ type: 'datetime', index: true })
  publishedAt!: Date;

  @Property({ type: 'boolean' })
  isFeatured = false;

  @Property({ type: 'string', length: 200, nullable: true })
  seoTitle: string | null = null;

  @Property({ type: 'text', nullable: true })
  seoDescription: string | null = null;

  /** When the entry last changed: the sitemap's lastmod for its page. */
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

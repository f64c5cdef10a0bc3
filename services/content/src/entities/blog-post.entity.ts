import type { Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { EditorialState } from '@bli/contracts';
import { Author } from './author.entity';

/**
 * A post. Shoppers see it only while `state` is published; `publishedAt` is set when it first
 * goes live and stays (its slug is fixed from then on: a new one leaves a redirect).
 */
@Entity({ tableName: 'blog_posts' })
@Index({ properties: ['category', 'publishedAt'] })
@Index({ properties: ['isFeatured', 'publishedAt'] })
@Index({ properties: ['state', 'publishAt'] })
export class BlogPost {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200, unique: true })
  slug!: string;

  @Property({ type: 'string', length: 300 })
  title!: string;

  @Property({ type: 'text' })
  excerpt!: string;

  /** The HTML shoppers get: the Markdown rendered and sanitised when saved, sanitised again when served. */
  @Property({ type: 'text' })
  content!: string;

  /** What the operator wrote; null for a post imported as HTML (the demo posts). */
  @Property({ type: 'text', nullable: true })
  markdown: string | null = null;

  /** Laptops shown as product boxes with the live price, by slug, in order. */
  @Property({ type: 'json' })
  laptopSlugs: string[] = [];

  @Property({ type: 'string', length: 20 })
  state: EditorialState = 'draft';

  /** When a scheduled post goes live. */
  @Property({ type: 'datetime', nullable: true })
  publishAt: Date | null = null;

  /** The number of the revision the post is at (0: none yet, a demo post). */
  @Property({ type: 'integer', default: 0 })
  revision = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

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

  @Property({ type: 'datetime', index: true, nullable: true })
  publishedAt: Date | null = null;

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

import type { Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { BlogPost } from './blog-post.entity';

/** A slug a post had once it was live: its old address still leads to it (a 301). */
@Entity({ tableName: 'blog_slug_redirects' })
export class BlogSlugRedirect {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200, unique: true })
  slug!: string;

  @ManyToOne(() => BlogPost, { ref: true, index: true })
  post!: Ref<BlogPost>;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}

import type { Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { PostSnapshot } from '@bli/contracts';
import { BlogPost } from './blog-post.entity';

/** One saved version of a post's fields: every save adds one, none is ever changed. */
@Entity({ tableName: 'blog_post_revisions' })
@Unique({ properties: ['post', 'number'] })
export class BlogPostRevision {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => BlogPost, { ref: true })
  post!: Ref<BlogPost>;

  /** 1, 2, 3… per post. */
  @Property({ type: 'integer' })
  number!: number;

  @Property({ type: 'json' })
  fields!: PostSnapshot;

  /** The operator's email, as the gateway's session knows it. */
  @Property({ type: 'string', length: 254 })
  operator!: string;

  @Property({ type: 'datetime' })
  at!: Date;
}

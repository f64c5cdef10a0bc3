import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'authors' })
export class Author {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 120, unique: true })
  slug!: string;

  @Property({ type: 'string', length: 120 })
  name!: string;

  @Property({ type: 'string', length: 120 })
  role!: string;

  @Property({ type: 'text' })
  bio!: string;

  @Property({ type: 'json' })
  expertise: string[] = [];

  @Property({ type: 'json' })
  stats: { label: string; value: string }[] = [];

  /** Sanitised HTML. */
  @Property({ type: 'text' })
  methodology!: string;

  @Property({ type: 'json' })
  featuredGuidePaths: string[] = [];

  /** When the entry last changed: the sitemap's lastmod for its page. */
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { EditorialEntry } from './editorial-entry';

@Entity({ tableName: 'authors' })
export class Author extends EditorialEntry {
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

  /** A path on this site or an allowed image host. */
  @Property({ type: 'string', length: 500, nullable: true })
  photoUrl: string | null = null;

  @Property({ type: 'json' })
  expertise: string[] = [];

  @Property({ type: 'json' })
  stats: { label: string; value: string }[] = [];

  /** Sanitised HTML. */
  @Property({ type: 'text' })
  methodology!: string;

  @Property({ type: 'json' })
  featuredGuidePaths: string[] = [];

  /** What the operator wrote; null for a demo entry imported as HTML (it stays until saved). */
  @Property({ type: 'text', nullable: true })
  markdown: string | null = null;
}

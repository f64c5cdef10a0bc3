import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'price_ranges' })
export class PriceRange {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 120 })
  name!: string;

  @Property({ type: 'string', length: 120, unique: true })
  slug!: string;

  @Property({ type: 'string', length: 120, unique: true, nullable: true })
  seoSlug: string | null = null;

  @Property({ type: 'integer' })
  minPrice = 0;

  @Property({ type: 'integer' })
  maxPrice!: number;

  @Property({ type: 'string', length: 200, nullable: true })
  seoTitle: string | null = null;

  @Property({ type: 'text', nullable: true })
  seoDescription: string | null = null;

  @Property({ type: 'boolean', default: true })
  isActive = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

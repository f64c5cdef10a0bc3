import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'deals' })
@Index({ properties: ['isActive', 'expiresAt'] })
export class Deal {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200, unique: true })
  title!: string;

  /** flash, bank or exchange. */
  @Property({ type: 'string', length: 20 })
  dealType!: string;

  @Property({ type: 'integer' })
  discountPrice!: number;

  @Property({ type: 'integer' })
  originalPrice!: number;

  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'boolean' })
  isActive = true;
}

import type { Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Laptop } from './laptop.entity';

/** One observed price; the unique key makes applying the same observation twice harmless. */
@Entity({ tableName: 'price_points' })
@Unique({ properties: ['laptop', 'observedAt', 'source'] })
export class PricePoint {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @ManyToOne(() => Laptop, { ref: true, deleteRule: 'cascade' })
  laptop!: Ref<Laptop>;

  @Property({ type: 'datetime' })
  observedAt!: Date;

  @Property({ type: 'integer' })
  price!: number;

  @Property({ type: 'string', length: 20 })
  source!: string;
}

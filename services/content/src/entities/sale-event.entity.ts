import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { EditorialEntry } from './editorial-entry';

/**
 * One edition of a sale event in the calendar the price verdicts read (docs/deal-verdicts.md):
 * its name, the same every year, and its first and last days in India, both included.
 */
@Entity({ tableName: 'sale_events' })
@Index({ properties: ['state', 'startDate'] })
export class SaleEvent extends EditorialEntry {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 120, unique: true })
  slug!: string;

  @Property({ type: 'string', length: 80 })
  name!: string;

  /** YYYY-MM-DD, India's calendar. */
  @Property({ type: 'date' })
  startDate!: string;

  @Property({ type: 'date' })
  endDate!: string;
}

import type { ProcessorComparison as ProcessorComparisonView, ProcessorSpec } from '@bli/contracts';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { EditorialEntry } from './editorial-entry';

@Entity({ tableName: 'processor_comparisons' })
export class ProcessorComparison extends EditorialEntry {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 120, unique: true })
  slug!: string;

  @Property({ type: 'smallint' })
  position!: number;

  @Property({ type: 'json' })
  processor1!: ProcessorSpec;

  @Property({ type: 'json' })
  processor2!: ProcessorSpec;

  @Property({ type: 'json' })
  comparison!: ProcessorComparisonView['comparison'];

  @Property({ type: 'json' })
  budgetRange!: { min: number; max: number };

  @Property({ type: 'text' })
  availability!: string;
}

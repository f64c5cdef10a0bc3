import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ProcessorComparison } from '../entities';

@Injectable()
export class ProcessorComparisonsRepository {
  constructor(private readonly em: EntityManager) {}

  findAll(): Promise<ProcessorComparison[]> {
    return this.em.find(
      ProcessorComparison,
      { state: 'published' },
      { orderBy: { position: 'asc' } },
    );
  }
}

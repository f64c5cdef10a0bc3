import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ContentPatterns as P,
  type ProcessorComparison as ProcessorComparisonView,
} from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { ProcessorComparison } from '../entities';

function toView({
  position: _position,
  updatedAt: _updatedAt,
  ...comparison
}: ProcessorComparison): ProcessorComparisonView {
  return comparison;
}

@Controller()
export class ProcessorComparisonsHandlers {
  constructor(private readonly em: EntityManager) {}

  @Handles(P.processorComparisonsList)
  async list() {
    return (await this.em.find(ProcessorComparison, {}, { orderBy: { position: 'asc' } })).map(
      toView,
    );
  }
}

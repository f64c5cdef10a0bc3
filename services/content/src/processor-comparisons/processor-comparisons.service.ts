import { Injectable } from '@nestjs/common';
import type { ProcessorComparison } from '@bli/contracts';
import { toProcessorComparisonView } from './processor-comparison.mapper';
import { ProcessorComparisonsRepository } from './processor-comparisons.repository';

@Injectable()
export class ProcessorComparisonsService {
  constructor(private readonly comparisons: ProcessorComparisonsRepository) {}

  async list(): Promise<ProcessorComparison[]> {
    return (await this.comparisons.findAll()).map(toProcessorComparisonView);
  }
}

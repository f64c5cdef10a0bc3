import { Controller } from '@nestjs/common';
import { ContentPatterns as P } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { ProcessorComparisonsService } from './processor-comparisons.service';

@Controller()
export class ProcessorComparisonsHandlers {
  constructor(private readonly comparisons: ProcessorComparisonsService) {}

  @Handles(P.processorComparisonsList)
  list() {
    return this.comparisons.list();
  }
}

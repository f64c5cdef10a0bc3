import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SyncPatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { SyncRunsService } from './sync-runs.service';

@Controller()
export class SyncRunsHandlers {
  constructor(private readonly runs: SyncRunsService) {}

  @Handles(P.priceRangeSync)
  priceRangeSync(@Payload() request: PayloadOf<typeof P.priceRangeSync>) {
    return this.runs.syncPriceRange(request);
  }

  @Handles(P.keepaSync)
  keepaSync(@Payload() request: PayloadOf<typeof P.keepaSync>) {
    return this.runs.syncWithKeepa(request);
  }

  @Handles(P.runsList)
  list(@Payload() { limit }: PayloadOf<typeof P.runsList>) {
    return this.runs.recentRuns(limit);
  }
}

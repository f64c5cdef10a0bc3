import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SyncPatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { SyncService } from './sync.service';

@Controller()
export class SyncHandlers {
  constructor(private readonly sync: SyncService) {}

  @Handles(P.priceRangeSync)
  priceRangeSync(@Payload() request: PayloadOf<typeof P.priceRangeSync>) {
    return this.sync.syncPriceRange(request);
  }

  @Handles(P.keepaSync)
  keepaSync(@Payload() request: PayloadOf<typeof P.keepaSync>) {
    return this.sync.syncWithKeepa(request);
  }

  @Handles(P.keepaTokens)
  keepaTokens() {
    return this.sync.keepaTokens();
  }

  @Handles(P.keepaSearch)
  keepaSearch(@Payload() { priceMin, priceMax }: PayloadOf<typeof P.keepaSearch>) {
    return this.sync.keepaSearch(priceMin, priceMax);
  }

  @Handles(P.runsList)
  runs(@Payload() { limit }: PayloadOf<typeof P.runsList>) {
    return this.sync.recentRuns(limit);
  }
}

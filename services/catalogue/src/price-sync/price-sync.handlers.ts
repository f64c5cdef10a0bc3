import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CataloguePatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';

import { PriceSyncService } from './price-sync.service';

/** Sync asks what to refresh and sends what it observed; catalogue owns the rows. */
@Controller()
export class PriceSyncHandlers {
  constructor(private readonly priceSync: PriceSyncService) {}

  @Handles(P.laptopsSyncTargets)
  targets(@Payload() request: PayloadOf<typeof P.laptopsSyncTargets>) {
    return this.priceSync.targets(request);
  }

  @Handles(P.pricesApply)
  apply(@Payload() { observations, offerless, missing }: PayloadOf<typeof P.pricesApply>) {
    return this.priceSync.apply(observations, offerless, missing);
  }
}

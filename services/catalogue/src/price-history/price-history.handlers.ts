import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CataloguePatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';

import { PriceHistoryService } from './price-history.service';

@Controller()
export class PriceHistoryHandlers {
  constructor(private readonly history: PriceHistoryService) {}

  @Handles(P.priceHistoryGet)
  get(@Payload() { slug, days }: PayloadOf<typeof P.priceHistoryGet>) {
    return this.history.forSlug(slug, days);
  }
}

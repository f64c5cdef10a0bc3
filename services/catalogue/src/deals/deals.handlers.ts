import { Controller } from '@nestjs/common';
import { CataloguePatterns as P } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { DealsService } from './deals.service';

@Controller()
export class DealsHandlers {
  constructor(private readonly deals: DealsService) {}

  @Handles(P.dealsList)
  list() {
    return this.deals.live();
  }
}

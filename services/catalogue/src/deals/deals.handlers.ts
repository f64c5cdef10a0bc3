import { Controller } from '@nestjs/common';
import { CataloguePatterns as P } from '@bli/contracts';
import { Handles } from '@bli/server-kit';

import { toDealView } from './deal.mapper';
import { DealsRepository } from './deals.repository';

@Controller()
export class DealsHandlers {
  constructor(private readonly deals: DealsRepository) {}

  @Handles(P.dealsList)
  async list() {
    return (await this.deals.findLive(new Date())).map(toDealView);
  }
}

import { Controller, UseInterceptors } from '@nestjs/common';
import { CataloguePatterns as P } from '@bli/contracts';
import { Handles, RequestContextInterceptor } from '@bli/server-kit';

import { toDealView } from './deal.mapper';
import { DealsRepository } from './deals.repository';

@Controller()
@UseInterceptors(RequestContextInterceptor)
export class DealsHandlers {
  constructor(private readonly deals: DealsRepository) {}

  @Handles(P.dealsList)
  async list() {
    return (await this.deals.findLive(new Date())).map(toDealView);
  }
}

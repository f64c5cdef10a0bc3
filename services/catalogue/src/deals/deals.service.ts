import { Injectable } from '@nestjs/common';
import type { Deal } from '@bli/contracts';
import { DealClock } from './deal-clock';
import { toDealView } from './deal.mapper';
import { DealsRepository } from './deals.repository';

@Injectable()
export class DealsService {
  constructor(
    private readonly deals: DealsRepository,
    private readonly clock: DealClock,
  ) {}

  /** The deals shoppers see now, each with its laptop's current price. */
  async live(): Promise<Deal[]> {
    return (await this.deals.findLive(this.clock.now())).map(toDealView);
  }
}

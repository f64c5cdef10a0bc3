import { Injectable } from '@nestjs/common';
import type { Deal } from '@bli/contracts';
import { toDealView } from './deal.mapper';
import { DealsRepository } from './deals.repository';

@Injectable()
export class DealsService {
  constructor(private readonly deals: DealsRepository) {}

  /** The deals shoppers see now. */
  async live(now: Date = new Date()): Promise<Deal[]> {
    return (await this.deals.findLive(now)).map(toDealView);
  }
}

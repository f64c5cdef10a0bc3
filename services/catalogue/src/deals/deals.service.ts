import { Injectable } from '@nestjs/common';
import type { Deal, LaptopOffer, LaptopStatus } from '@bli/contracts';
import { DealClock } from './deal-clock';
import { toDealView, toLaptopOffer } from './deal.mapper';
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

  /**
   * One laptop's deals live now that change what it costs (an effective price or a no-cost EMI's
   * cost), on its current price, soonest-ending first; none for a laptop not on sale.
   */
  async offersOf(laptop: {
    id: number;
    status: LaptopStatus;
    currentPrice: number;
  }): Promise<LaptopOffer[]> {
    if (laptop.status !== 'active') return [];
    const deals = await this.deals.findLiveOfLaptop(laptop.id, this.clock.now());
    return deals
      .map((deal) => toLaptopOffer(deal, laptop.currentPrice))
      .filter((offer) => offer.effectivePrice !== null || offer.emiCost !== null);
  }
}

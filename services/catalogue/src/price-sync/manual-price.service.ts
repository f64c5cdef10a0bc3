import { Injectable } from '@nestjs/common';
import type { Laptop as LaptopView } from '@bli/contracts';
import { NotFoundError } from '@bli/server-kit';
import { toLaptopView } from '../laptops/laptop.mapper';
import { LaptopsRepository } from '../laptops/laptops.repository';
import { PriceSyncService } from './price-sync.service';

/**
 * An operator's price (launch mode, without Amazon access): one observation of source "admin"
 * at the time it arrives, applied like sync's, so the laptop's price, "as of" time, history
 * point and range placement follow the same rules.
 */
@Injectable()
export class ManualPriceService {
  constructor(
    private readonly priceSync: PriceSyncService,
    private readonly laptops: LaptopsRepository,
  ) {}

  async setPrice(asin: string, price: number, now: Date = new Date()): Promise<LaptopView> {
    const result = await this.priceSync.apply([
      { asin, currentPrice: price, observedAt: now.toISOString(), source: 'admin' },
    ]);
    if (result.unknownAsins.length > 0) {
      throw new NotFoundError(`No laptop with ASIN ${asin} in the catalogue`);
    }
    const laptop = await this.laptops.findByAsin(asin);
    if (!laptop) throw new NotFoundError(`No laptop with ASIN ${asin} in the catalogue`);
    return toLaptopView(laptop, now);
  }
}

import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CataloguePatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { ManualPriceService } from './manual-price.service';

@Controller()
export class ManualPriceHandlers {
  constructor(private readonly manualPrice: ManualPriceService) {}

  @Handles(P.laptopsSetPrice)
  setPrice(@Payload() { asin, price }: PayloadOf<typeof P.laptopsSetPrice>) {
    return this.manualPrice.setPrice(asin, price);
  }
}

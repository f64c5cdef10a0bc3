import { Controller } from '@nestjs/common';
import { ContentPatterns as P } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { SaleEventsService } from './sale-events.service';

@Controller()
export class SaleEventsHandlers {
  constructor(private readonly events: SaleEventsService) {}

  @Handles(P.saleEventsList)
  list() {
    return this.events.list();
  }
}

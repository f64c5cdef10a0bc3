import type { SaleEvent } from '@bli/contracts';
import { SaleCalendar, type SaleCalendarRead } from '../../src/price-history/sale-calendar';

/** A sale calendar of the events given (the content service's, as a test fixes it). */
export class FixedSaleCalendar extends SaleCalendar {
  constructor(private readonly events: SaleEvent[] = []) {
    super();
  }

  read(): Promise<SaleCalendarRead> {
    return Promise.resolve({ events: this.events, available: true });
  }
}

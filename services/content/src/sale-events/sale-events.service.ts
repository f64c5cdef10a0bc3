import { Injectable } from '@nestjs/common';
import type { SaleEvent } from '@bli/contracts';
import { SaleEventsRepository } from './sale-events.repository';

/** The sale-event calendar shoppers' verdicts read: published events only. */
@Injectable()
export class SaleEventsService {
  constructor(private readonly events: SaleEventsRepository) {}

  async list(): Promise<SaleEvent[]> {
    return (await this.events.findPublished()).map(({ slug, name, startDate, endDate }) => ({
      slug,
      name,
      startDate,
      endDate,
    }));
  }
}

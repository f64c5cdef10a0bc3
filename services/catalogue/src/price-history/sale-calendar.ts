import { Injectable, Logger } from '@nestjs/common';
import { ContentPatterns, type SaleEvent } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';

/** The sale events a verdict may cite, and whether the calendar could be read at all. */
export interface SaleCalendarRead {
  events: SaleEvent[];
  available: boolean;
}

/** Where the price verdicts find the operators' sale-event calendar. */
export abstract class SaleCalendar {
  abstract read(): Promise<SaleCalendarRead>;
}

/** A calendar read is kept this long: operators change it a few times a year. */
const KEEP_MS = 60_000;
/** What a laptop page waits for it at most; without it the verdicts go without the calendar. */
const ASK_TIMEOUT_MS = 800;

/**
 * The calendar as the content service publishes it (`content.sale-events.list`), asked at most
 * once a minute per process. When content does not answer, the last calendar read stands; with
 * none, the verdicts say nothing that needs it (no sale lows, no "Likely to drop").
 */
@Injectable()
export class ContentSaleCalendar extends SaleCalendar {
  private readonly logger = new Logger('SaleCalendar');
  private kept: { events: SaleEvent[]; until: number } | null = null;
  private asking: Promise<SaleCalendarRead> | null = null;

  constructor(private readonly rpc: RpcClient) {
    super();
  }

  read(): Promise<SaleCalendarRead> {
    if (this.kept && this.kept.until > Date.now()) {
      return Promise.resolve({ events: this.kept.events, available: true });
    }
    this.asking ??= this.ask().finally(() => (this.asking = null));
    return this.asking;
  }

  private async ask(): Promise<SaleCalendarRead> {
    try {
      const events = await this.rpc.send(
        ContentPatterns.saleEventsList,
        {},
        { timeoutMs: ASK_TIMEOUT_MS },
      );
      this.kept = { events, until: Date.now() + KEEP_MS };
      return { events, available: true };
    } catch (error) {
      this.logger.warn(`sale calendar unavailable: ${(error as Error).message}`);
      return this.kept
        ? { events: this.kept.events, available: true }
        : { events: [], available: false };
    }
  }
}

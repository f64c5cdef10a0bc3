import { Injectable, Logger } from '@nestjs/common';
import { EVENT_STREAMS, PRICE_EVENTS_STREAM } from '@bli/contracts';
import { UnitOfWork } from '@bli/server-kit';
import { AlertsConfig } from '../alerts.config';
import { PriceEventsRepository } from '../price-events/price-events.repository';
import { HousekeepingRepository } from './housekeeping.repository';

const DAY_MS = 24 * 3_600_000;

/** How long the price stream keeps an event: ids older than that cannot come back. */
const STREAM_MAX_AGE_DAYS =
  EVENT_STREAMS.find((stream) => stream.name === PRICE_EVENTS_STREAM)?.maxAgeDays ?? 7;

/**
 * Keeps only what alerts need (docs/alerts.md, Retention): unconfirmed alerts expire after
 * ALERTS_CONFIRM_HOURS (and an address never confirmed goes with its last one); an address left
 * without alerts, and the record of deliveries, are deleted after ALERTS_RETENTION_DAYS; applied
 * event ids are forgotten once the stream no longer holds their events.
 */
@Injectable()
export class HousekeepingService {
  private readonly logger = new Logger('Housekeeping');

  constructor(
    private readonly housekeeping: HousekeepingRepository,
    private readonly events: PriceEventsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly config: AlertsConfig,
  ) {}

  async run(now: Date): Promise<void> {
    const retention = new Date(now.getTime() - this.config.ALERTS_RETENTION_DAYS * DAY_MS);
    const waited = new Date(now.getTime() - this.config.ALERTS_CONFIRM_HOURS * 3_600_000);
    const expired = await this.unitOfWork.run(() =>
      this.housekeeping.expireUnconfirmed(now, waited),
    );
    const idle = await this.unitOfWork.run(() => this.housekeeping.forgetIdleAddresses(retention));
    const deliveries = await this.unitOfWork.run(() =>
      this.housekeeping.pruneDeliveries(retention),
    );
    const events = await this.unitOfWork.run(() =>
      this.events.pruneBefore(new Date(now.getTime() - STREAM_MAX_AGE_DAYS * DAY_MS)),
    );
    if (expired.alerts + expired.addresses + idle + deliveries + events > 0) {
      this.logger.log(
        `deleted ${expired.alerts} unconfirmed alerts, ${expired.addresses + idle} addresses, ${deliveries} delivery records, ${events} event ids`,
      );
    }
  }
}

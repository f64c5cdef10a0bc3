import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PRICE_CHANGED_SUBJECT } from '@bli/contracts';
import { EventPublisher, natsSettings, UnitOfWork } from '@bli/server-kit';
import { CatalogueConfig } from '../catalogue.config';
import { PriceEventsRepository } from './price-events.repository';

/** Events published per transaction; a full batch is followed by the next at once. */
const BATCH = 100;
const POLL_MS = 250;
/** Longest wait between attempts while JetStream refuses or is away. */
const MAX_BACKOFF_MS = 5_000;
const PRUNE_EVERY_MS = 3_600_000;
const KEEP_PUBLISHED_MS = 24 * 3_600_000;

/**
 * Publishes the outbox's price-changed events to JetStream, oldest first, and stamps them once
 * the stream has stored them: every committed change is published at least once (the stream
 * drops a repeat by its event id), none for a change that rolled back. Each replica runs one;
 * the outbox's row locks keep two from publishing the same events at once.
 */
@Injectable()
export class PriceEventsRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PriceEventsRelay');
  private publisher: EventPublisher | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;
  private failures = 0;
  private prunedAt = 0;

  constructor(
    private readonly events: PriceEventsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly config: CatalogueConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.publisher = await EventPublisher.connect(natsSettings(this.config, 'catalogue'));
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await this.publisher?.close();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick();
    }, delayMs);
  }

  private async tick(): Promise<void> {
    const publisher = this.publisher;
    if (!publisher) return;
    try {
      const published = await this.unitOfWork.run(() =>
        this.events.publishBatch(
          BATCH,
          async (events) => {
            for (const event of events) {
              await publisher.publish(PRICE_CHANGED_SUBJECT, event.id, event.payload);
            }
          },
          () => new Date(),
        ),
      );
      if (this.failures > 0) this.logger.log('publishing price events again');
      this.failures = 0;
      await this.prune();
      this.schedule(published === BATCH ? 0 : POLL_MS);
    } catch (error) {
      if (this.failures === 0) {
        this.logger.warn(`cannot publish price events yet: ${(error as Error).message}`);
      }
      this.failures += 1;
      this.schedule(Math.min(POLL_MS * 2 ** this.failures, MAX_BACKOFF_MS));
    }
  }

  private async prune(): Promise<void> {
    const now = Date.now();
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    await this.unitOfWork.run(() => this.events.prunePublished(new Date(now - KEEP_PUBLISHED_MS)));
  }
}

import {
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PRICE_CHANGED_SUBJECT } from '@bli/contracts';
import { BatchLoop, EventPublisher, natsSettings, UnitOfWork } from '@bli/server-kit';
import { CatalogueConfig } from '../catalogue.config';
import { PriceEventsRepository } from './price-events.repository';

/** Events published per transaction; a full batch is followed by the next at once. */
const BATCH = 100;
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
  private publisher: EventPublisher | undefined;
  private readonly loop = new BatchLoop(
    () => this.publishBatch(),
    { work: 'publish price events', batch: BATCH, pollMs: 250, maxBackoffMs: 5_000 },
    'PriceEventsRelay',
  );
  private prunedAt = 0;

  constructor(
    private readonly events: PriceEventsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly config: CatalogueConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.publisher = await EventPublisher.connect(natsSettings(this.config, 'catalogue'));
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
    await this.publisher?.close();
  }

  private async publishBatch(): Promise<number> {
    const publisher = this.publisher;
    if (!publisher) return 0;
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
    await this.prune();
    return published;
  }

  private async prune(): Promise<void> {
    const now = Date.now();
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    await this.unitOfWork.run(() => this.events.prunePublished(new Date(now - KEEP_PUBLISHED_MS)));
  }
}

import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { AlertsClock } from '../alerts.clock';
import { DeliveryDispatcher, DISPATCH_BATCH } from './delivery.dispatcher';

/** How often the queue is looked at when idle: a confirmation mail leaves within seconds. */
const POLL_MS = 2_000;

/**
 * Runs the dispatcher: every POLL_MS, batch after batch while batches come back full. Each
 * replica runs one; claims with SKIP LOCKED keep two from sending the same delivery.
 */
@Injectable()
export class DispatchSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('DispatchSchedule');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;
  private failing = false;

  constructor(
    private readonly dispatcher: DeliveryDispatcher,
    private readonly clock: AlertsClock,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick();
    }, delayMs);
  }

  private async tick(): Promise<void> {
    try {
      const claimed = await this.dispatcher.sendDue(this.clock.now());
      if (this.failing) this.logger.log('sending deliveries again');
      this.failing = false;
      this.schedule(claimed === DISPATCH_BATCH ? 0 : POLL_MS);
    } catch (error) {
      if (!this.failing) this.logger.warn(`cannot send deliveries: ${(error as Error).message}`);
      this.failing = true;
      this.schedule(POLL_MS * 5);
    }
  }
}

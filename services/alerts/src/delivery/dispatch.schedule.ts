import {
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { BatchLoop } from '@bli/server-kit';
import { AlertsClock } from '../alerts.clock';
import { DeliveryDispatcher, DISPATCH_BATCH } from './delivery.dispatcher';

/**
 * Runs the dispatcher: every 2 s when idle (a confirmation mail leaves within seconds), batch
 * after batch while batches come back full. Each replica runs one; claims with SKIP LOCKED keep
 * two from sending the same delivery.
 */
@Injectable()
export class DispatchSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly loop = new BatchLoop(
    () => this.dispatcher.sendDue(this.clock.now()),
    { work: 'send deliveries', batch: DISPATCH_BATCH, pollMs: 2_000, maxBackoffMs: 10_000 },
    'DispatchSchedule',
  );

  constructor(
    private readonly dispatcher: DeliveryDispatcher,
    private readonly clock: AlertsClock,
  ) {}

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.loop.stop();
  }
}

import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { AlertsClock } from '../alerts.clock';
import { HousekeepingService } from './housekeeping.service';

const EVERY_MS = 10 * 60_000;

/** Runs housekeeping every 10 minutes. Each replica runs it; the deletes make that harmless. */
@Injectable()
export class HousekeepingJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Housekeeping');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly housekeeping: HousekeepingService,
    private readonly clock: AlertsClock,
  ) {}

  onApplicationBootstrap(): void {
    const tick = () =>
      void this.housekeeping
        .run(this.clock.now())
        .catch((error: unknown) =>
          this.logger.warn(`housekeeping failed: ${(error as Error).message}`),
        );
    this.timer = setInterval(tick, EVERY_MS);
    tick();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }
}

import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { UnitOfWork } from '@bli/server-kit';
import { SyncClock } from '../common/clock';
import type { SyncRun } from '../entities';
import { SyncRunsRepository } from '../runs/sync-runs.repository';
import { SyncConfig } from '../sync.config';
import { SyncWorker } from './sync.worker';

const REFRESH_JOB = 'sync-refresh';

/**
 * The schedule only queues: every SYNC_SCHEDULE_INTERVAL_SECONDS one "refresh what is older than
 * SYNC_REFRESH_AFTER_MINUTES" run, under one job key, so ticks while a run is pending (on this
 * replica or another) change nothing. The worker does the work.
 */
@Injectable()
export class SyncScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('SyncScheduler');

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly runs: SyncRunsRepository,
    private readonly worker: SyncWorker,
    private readonly clock: SyncClock,
    private readonly config: SyncConfig,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.SYNC_SCHEDULE_ENABLED) return;
    const tick = () =>
      void this.enqueueRefresh().catch((error: unknown) =>
        this.logger.warn(`could not queue the refresh: ${(error as Error).message}`),
      );
    this.registry.addInterval(
      REFRESH_JOB,
      setInterval(tick, this.config.SYNC_SCHEDULE_INTERVAL_SECONDS * 1000),
    );
    tick();
  }

  /** Queues the refresh run (or finds the one pending), in a unit of work of its own. */
  enqueueRefresh(): Promise<SyncRun> {
    return this.unitOfWork.run(() => this.queueRefresh());
  }

  private async queueRefresh(): Promise<SyncRun> {
    const now = this.clock.now();
    const { run, created } = await this.runs.enqueue(
      {
        kind: 'scheduled',
        requestedSource: 'auto',
        jobKey: 'scheduled-refresh',
        priority: 10,
        staleBefore: new Date(now.getTime() - this.config.SYNC_REFRESH_AFTER_MINUTES * 60_000),
      },
      now,
    );
    if (created) this.worker.wake();
    return run;
  }
}

import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { runWithDeadline, UnitOfWork } from '@bli/server-kit';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { SyncClock } from '../common/clock';
import type { SyncRun } from '../entities';
import { SyncRunsRepository } from '../runs/sync-runs.repository';
import { SyncConfig } from '../sync.config';
import { RUN_LEASE_MS, SyncRunProcessor } from './sync-run.processor';

const WORKER_LEASE = 'worker';
const WORKER_LEASE_MS = 15_000;
const POLL_MS = 1_000;

/**
 * Takes queued runs and works them (at most SYNC_WORKER_CONCURRENCY at once, sharing the
 * providers' rate limiter and token plan). Only the replica holding the worker lease claims
 * runs: the retailer quotas belong to the account, not to a process.
 */
@Injectable()
export class SyncWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SyncWorker');
  private readonly holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly active = new Map<number, { done: Promise<void>; stop: AbortController }>();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private tickAgain = false;
  private stopped = false;

  constructor(
    private readonly runs: SyncRunsRepository,
    private readonly processor: SyncRunProcessor,
    private readonly clock: SyncClock,
    private readonly config: SyncConfig,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.wake();
  }

  /**
   * Look for work now (after something was queued). Runs outlive the request that queued them,
   * so they start outside its deadline: inheriting it, every call a run made to catalogue after
   * that request's 2 s failed at once ("the request's deadline has passed").
   */
  wake(): void {
    if (this.stopped) return;
    if (this.ticking) {
      this.tickAgain = true;
      return;
    }
    this.ticking = runWithDeadline(undefined, () => this.tick())
      .catch((error: unknown) =>
        this.logger.warn(`worker tick failed: ${(error as Error).message}`),
      )
      .finally(() => {
        this.ticking = null;
        if (this.tickAgain) {
          this.tickAgain = false;
          this.wake();
        }
      });
  }

  /** Works every queued run to the end (tests, and a clean way to wait for the queue). */
  async drain(): Promise<void> {
    for (;;) {
      await this.ticking;
      await this.tick();
      await this.ticking;
      if (this.active.size === 0) return;
      await Promise.all([...this.active.values()].map((a) => a.done));
    }
  }

  /** Takes the worker lease and claims runs up to the concurrency, in a unit of work of its own. */
  private tick(): Promise<void> {
    return this.unitOfWork.run(() => this.claimRuns());
  }

  private async claimRuns(): Promise<void> {
    const now = this.clock.now();
    if (!(await this.runs.acquireLease(WORKER_LEASE, this.holder, now, WORKER_LEASE_MS))) return;
    while (!this.stopped && this.active.size < this.config.SYNC_WORKER_CONCURRENCY) {
      const run = await this.runs.claimNext(this.clock.now(), RUN_LEASE_MS, [
        ...this.active.keys(),
      ]);
      if (!run) return;
      this.start(run);
    }
  }

  private start(run: SyncRun): void {
    const stop = new AbortController();
    // The run's lease is renewed while it waits (for tokens, say), not only when it progresses.
    const heartbeat = setInterval(() => {
      void this.runs.renewLease(run.id, this.clock.now(), RUN_LEASE_MS).catch(() => undefined);
    }, RUN_LEASE_MS / 3);
    const done = this.processor
      .process(run, stop.signal)
      .catch((error: unknown) =>
        this.logger.error(`sync run ${run.id} crashed: ${(error as Error).message}`),
      )
      .finally(() => {
        clearInterval(heartbeat);
        this.active.delete(run.id);
        this.wake();
      });
    this.active.set(run.id, { done, stop });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.ticking;
    for (const { stop } of this.active.values()) stop.abort(new Error('sync worker stopping'));
    await Promise.all([...this.active.values()].map((a) => a.done));
    await this.unitOfWork
      .run(() => this.runs.releaseLease(WORKER_LEASE, this.holder))
      .catch(() => undefined);
  }
}

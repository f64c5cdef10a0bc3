import { Logger } from '@nestjs/common';

export interface BatchLoopOptions {
  /** Names the loop in its log lines ("publish price events"). */
  work: string;
  /** A batch this size means more may be waiting: the next one runs at once. */
  batch: number;
  /** The wait after a batch that was not full. */
  pollMs: number;
  /** The longest wait after failures (the wait doubles from pollMs with each one). */
  maxBackoffMs: number;
}

/**
 * Background work done in batches, one at a time, by every replica (the batches' own locks keep
 * two from doing the same item): the next batch at once after a full one, after `pollMs`
 * otherwise, and backing off while it fails — logged once when it starts failing and once when
 * it works again. `stop` waits for the batch in progress.
 */
export class BatchLoop {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;
  private failures = 0;

  constructor(
    private readonly runBatch: () => Promise<number>,
    private readonly options: BatchLoopOptions,
    context: string,
  ) {
    this.logger = new Logger(context);
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
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
    const { work, batch, pollMs, maxBackoffMs } = this.options;
    try {
      const done = await this.runBatch();
      if (this.failures > 0) this.logger.log(`${work}: working again`);
      this.failures = 0;
      this.schedule(done >= batch ? 0 : pollMs);
    } catch (error) {
      if (this.failures === 0) this.logger.warn(`cannot ${work} yet: ${(error as Error).message}`);
      this.failures += 1;
      this.schedule(Math.min(pollMs * 2 ** this.failures, maxBackoffMs));
    }
  }
}

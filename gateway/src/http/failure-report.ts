import type { Logger } from 'pino';

/** While a dependency keeps failing, it is logged again at most this often. */
const REPEAT_MS = 60_000;

/**
 * The log lines of a dependency the HTTP edge can do without for a while (the shared store of
 * rate limits and cache versions): one warning when it starts failing, again at most once a
 * minute while it keeps failing, and one line when it works again — never one per request.
 */
export class FailureReport {
  private failingSince: number | null = null;
  private loggedAt = 0;

  constructor(
    private readonly logger: Logger,
    private readonly message: string,
  ) {}

  /** Failed at its last attempt (and not yet worked again). */
  get failing(): boolean {
    return this.failingSince !== null;
  }

  failed(error: unknown): void {
    const now = Date.now();
    this.failingSince ??= now;
    if (now - this.loggedAt < REPEAT_MS) return;
    this.loggedAt = now;
    this.logger.warn(
      {
        error: error instanceof Error ? error.message : String(error),
        since: new Date(this.failingSince),
      },
      this.message,
    );
  }

  recovered(): void {
    if (this.failingSince === null) return;
    this.logger.info(
      { failedForMs: Date.now() - this.failingSince },
      `${this.message}: reachable again`,
    );
    this.failingSince = null;
    this.loggedAt = 0;
  }
}

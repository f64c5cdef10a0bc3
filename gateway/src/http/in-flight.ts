/**
 * The database work a background task has started and not yet seen end. Closing waits for it:
 * the ORM closes after the HTTP server, and a query still starting then (a poll, a flush) held
 * a pooled connection that the pool's end waited for forever (a test run's stop hung that way).
 */
export class InFlight {
  private readonly running = new Set<Promise<unknown>>();

  /** `work`, remembered until it settles. */
  track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    const forget = () => this.running.delete(work);
    work.then(forget, forget);
    return work;
  }

  /**
   * Resolves once everything started so far has settled, failed or not, or after `limitMs`: a
   * database that stopped answering must not hold the app's close for ever either.
   */
  async settled(limitMs = 5_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, limitMs).unref();
    });
    await Promise.race([Promise.allSettled([...this.running]), limit]);
    clearTimeout(timer);
  }
}

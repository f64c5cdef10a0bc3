import { isExpired } from './rpc-deadline';

/** What `admit` resolves to for a request that was never started: its deadline passed first. */
export const DROPPED = Symbol('dropped');

interface Waiting {
  deadline: number | undefined;
  start(): void;
  drop(): void;
}

/**
 * Bounds the requests a process works on at once; the rest wait here, oldest first. NATS pushes
 * every message to its subscriber whatever the subscriber's pace, so without a bound a service
 * that falls behind (or starts under load) starts thousands of handlers that all wait on the
 * same database pool, each finishing after its caller gave up. Here a request whose deadline
 * passes while it waits is dropped without being started, so the work done is the work still
 * wanted, and the backlog drains at the cost of a comparison per stale request.
 */
export class AdmissionQueue {
  private running = 0;
  private waiting: (Waiting | undefined)[] = [];
  /** Index of the oldest waiting request (a queue without O(n) shifts under a deep backlog). */
  private head = 0;

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  get inFlight(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length - this.head;
  }

  /**
   * Starts `work` now if a slot is free, else when one frees while the deadline still holds.
   * Every started `work` must be followed by one `release()` when it has finished.
   */
  admit<T>(deadline: number | undefined, work: () => Promise<T>): Promise<T | typeof DROPPED> {
    if (isExpired(deadline, this.now())) return Promise.resolve(DROPPED);
    if (this.running < this.limit) {
      this.running++;
      return work();
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({
        deadline,
        start: () => void work().then(resolve, reject),
        drop: () => resolve(DROPPED),
      });
    });
  }

  /** A started request has finished: its slot goes to the oldest waiting one still in time. */
  release(): void {
    this.running--;
    while (this.head < this.waiting.length) {
      const next = this.waiting[this.head]!;
      this.waiting[this.head++] = undefined;
      if (isExpired(next.deadline, this.now())) {
        next.drop();
        continue;
      }
      this.running++;
      next.start();
      break;
    }
    if (this.head > 0 && (this.head === this.waiting.length || this.head > 1_024)) {
      this.waiting = this.waiting.slice(this.head);
      this.head = 0;
    }
  }
}

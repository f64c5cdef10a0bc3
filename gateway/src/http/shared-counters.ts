import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { FailureReport } from './failure-report';
import { InFlight } from './in-flight';

/** A counted hit: the key's count in this window with the hit, and when the window ends. */
export interface CountedHit {
  count: number;
  resetInMs: number;
}

interface KeyState {
  /** When the key's window started, as the store said (null: not heard from the store yet). */
  windowStart: number | null;
  /** The shared count as this replica last read it back from the store. */
  known: number;
  /** Hits of this replica not yet in `known` (queued or on their way to the store). */
  unsynced: number;
}

interface Waiter {
  /** Which of the batch's hits of the key this is (1-based). */
  position: number;
  resolve(hit: CountedHit): void;
  reject(error: unknown): void;
}

type Batch = Map<string, { hits: number; waiters: Waiter[] }>;

/** What the store answers for a key: its count with the batch's hits, and its window's start. */
interface StoredCount {
  hits: number;
  windowStart: number;
}

/** At most this many flushes in flight at once; the rest wait in the next batch. */
const MAX_IN_FLIGHT = 2;
/** Hits that need no answer from the store are sent at least this often. */
const BACKGROUND_FLUSH_MS = 20;
/** A hit waiting for the store longer than this is let through (the limit fails open). */
const STORE_TIMEOUT_MS = 250;
/** Rows per statement (2 parameters each, far below PostgreSQL's 65,535). */
const MAX_ROWS = 1_000;

/**
 * Hit counters per key, each in a window that starts at the key's first hit (PostgreSQL's clock)
 * and lasts `windowMs`, kept in PostgreSQL (`gateway.rate_limit_counters`), which every gateway
 * replica shares: a client is held to one limit however many replicas its requests reach.
 *
 * A round trip per request would cost more than the rest of a cached read, so hits are added in
 * batches, one statement for every key hit since the last one (`hits = hits + n`, atomic). A hit
 * waits for the count the store returns — exact across replicas — when its key is new to this
 * replica in the window or its count has reached half the limit; below that, the hit is answered
 * from the count last read back plus this replica's own hits since, and sent in the background
 * (at most `BACKGROUND_FLUSH_MS` later). A store that fails or takes longer than
 * `STORE_TIMEOUT_MS` fails the hit (the limiter then lets it through), with a log line; until it
 * answers again, every hit fails at once (the limits are open) and is still sent, in the
 * background, to find out when it is back.
 */
export class SharedCounters {
  private states = new Map<string, KeyState>();
  private queue: Batch = new Map();
  private inFlight = 0;
  private flushImmediate: NodeJS.Immediate | null = null;
  private flushTimer: NodeJS.Timeout | null = null;
  private readonly cleanup: NodeJS.Timeout;
  private readonly failures: FailureReport;
  private readonly database = new InFlight();

  constructor(
    private readonly orm: MikroORM,
    private readonly windowMs: number,
    logger: Logger,
  ) {
    this.failures = new FailureReport(
      logger,
      'rate limits are not enforced: the shared counters in PostgreSQL cannot be reached',
    );
    this.cleanup = setInterval(() => this.forgetEnded(), windowMs).unref();
  }

  /** Counts one hit of `key` against a limit of `limit` a window. */
  hit(key: string, limit: number): Promise<CountedHit> {
    const now = Date.now();
    let state = this.states.get(key);
    if (!state || (state.windowStart !== null && now >= state.windowStart + this.windowMs)) {
      state = { windowStart: null, known: 0, unsynced: 0 };
      this.states.set(key, state);
    }
    state.unsynced += 1;
    let queued = this.queue.get(key);
    if (!queued) {
      queued = { hits: 0, waiters: [] };
      this.queue.set(key, queued);
    }
    queued.hits += 1;

    // While the store is failing, the limit is open: nobody waits for it, and the hits still go
    // (in the background), which finds out when it is back.
    if (this.failures.failing) {
      this.scheduleFlush(false);
      return Promise.reject(new Error('the shared counters cannot be reached'));
    }
    const estimate = state.known + state.unsynced;
    if (state.windowStart !== null && estimate * 2 < limit) {
      this.scheduleFlush(false);
      return Promise.resolve({
        count: estimate,
        resetInMs: state.windowStart + this.windowMs - now,
      });
    }
    const position = queued.hits;
    const waiters = queued.waiters;
    this.scheduleFlush(true);
    return new Promise((resolve, reject) => waiters.push({ position, resolve, reject }));
  }

  /** Forgets keys whose window has ended, here and in the store. */
  private forgetEnded(): void {
    const now = Date.now();
    for (const [key, state] of this.states) {
      if (state.windowStart !== null && now >= state.windowStart + this.windowMs) {
        this.states.delete(key);
      }
    }
    this.database
      .track(
        this.orm.em.getConnection().execute(
          `delete from "gateway"."rate_limit_counters"
            where "window_start" < now() - ? * interval '1 millisecond'`,
          [this.windowMs],
        ),
      )
      .catch((error: unknown) => this.failures.failed(error));
  }

  private scheduleFlush(urgent: boolean): void {
    if (this.inFlight >= MAX_IN_FLIGHT) return; // the flush in flight schedules the next one
    if (urgent) {
      this.flushImmediate ??= setImmediate(() => {
        this.flushImmediate = null;
        this.flush();
      });
    } else {
      this.flushTimer ??= setTimeout(() => {
        this.flushTimer = null;
        this.flush();
      }, BACKGROUND_FLUSH_MS).unref();
    }
  }

  private flush(): void {
    const batch = this.queue;
    if (batch.size === 0) return;
    this.queue = new Map();
    this.inFlight += 1;
    let settled = false;
    const timeout = setTimeout(() => {
      settled = true;
      this.failed(batch, new Error(`no answer within ${STORE_TIMEOUT_MS} ms`));
      this.flushed();
    }, STORE_TIMEOUT_MS);
    this.database.track(this.store(batch)).then(
      (counts) => {
        if (settled) return;
        clearTimeout(timeout);
        this.apply(batch, counts);
        this.failures.recovered();
        this.flushed();
      },
      (error: unknown) => {
        if (settled) return;
        clearTimeout(timeout);
        this.failed(batch, error);
        this.flushed();
      },
    );
  }

  private flushed(): void {
    this.inFlight -= 1;
    if (this.queue.size === 0) return;
    const waiting = [...this.queue.values()].some((key) => key.waiters.length > 0);
    this.scheduleFlush(waiting);
  }

  /**
   * Adds the batch's hits, each key's to its current window or, when that has ended, to a new
   * one; answers each key's count with the batch's hits and its window's start.
   */
  private async store(batch: Batch): Promise<Map<string, StoredCount>> {
    const rows = [...batch].map(([key, { hits }]) => [key, hits] as const);
    const counts = new Map<string, StoredCount>();
    for (let i = 0; i < rows.length; i += MAX_ROWS) {
      const chunk = rows.slice(i, i + MAX_ROWS);
      const result = await this.orm.em
        .getConnection()
        .execute<{ key: string; hits: number; started: string }[]>(
          `insert into "gateway"."rate_limit_counters" as c ("key", "window_start", "hits")
         values ${chunk.map(() => '(?, now(), ?)').join(', ')}
         on conflict ("key") do update set
           "hits" = case when c."window_start" > now() - ? * interval '1 millisecond'
                         then c."hits" + excluded."hits" else excluded."hits" end,
           "window_start" = case when c."window_start" > now() - ? * interval '1 millisecond'
                                 then c."window_start" else excluded."window_start" end
         returning "key", "hits", floor(extract(epoch from "window_start") * 1000)::bigint as "started"`,
          [...chunk.flat(), this.windowMs, this.windowMs],
        );
      for (const row of result) {
        counts.set(row.key, { hits: Number(row.hits), windowStart: Number(row.started) });
      }
    }
    return counts;
  }

  private apply(batch: Batch, counts: Map<string, StoredCount>): void {
    const now = Date.now();
    for (const [key, { hits, waiters }] of batch) {
      const stored = counts.get(key) ?? { hits, windowStart: now };
      const state = this.states.get(key);
      if (state) {
        state.unsynced = Math.max(0, state.unsynced - hits);
        if (state.windowStart === stored.windowStart) {
          state.known = Math.max(state.known, stored.hits);
        } else if (state.windowStart === null || stored.windowStart > state.windowStart) {
          state.windowStart = stored.windowStart;
          state.known = stored.hits;
        }
      }
      const resetInMs = Math.max(0, stored.windowStart + this.windowMs - now);
      for (const waiter of waiters) {
        waiter.resolve({ count: stored.hits - hits + waiter.position, resetInMs });
      }
    }
  }

  private failed(batch: Batch, error: unknown): void {
    this.failures.failed(error);
    for (const [key, { hits, waiters }] of batch) {
      const state = this.states.get(key);
      if (state) state.unsynced = Math.max(0, state.unsynced - hits);
      for (const waiter of waiters) waiter.reject(error);
    }
  }

  /**
   * Stops the timers (the app is closing); hits still queued are not sent. Resolves once the
   * counters' statements already running have ended.
   */
  close(): Promise<void> {
    clearInterval(this.cleanup);
    if (this.flushImmediate) clearImmediate(this.flushImmediate);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    return this.database.settled();
  }
}

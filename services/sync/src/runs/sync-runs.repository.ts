import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { SYNC_SCHEMA } from '../database/mikro-orm.config';
import { SyncRun, WorkerLease } from '../entities';

export interface NewRun {
  kind: 'scheduled' | 'price-range' | 'asins';
  requestedSource: 'auto' | 'creators-api' | 'keepa';
  /** Same key while queued or running → the existing run is returned instead of a new one. */
  jobKey: string | null;
  priority: number;
  priceRangeId?: number | null;
  asins?: string[] | null;
  staleBefore?: Date | null;
  productsTotal?: number;
}

const RUNS = `"${SYNC_SCHEMA}"."sync_runs"`;
const LEASES = `"${SYNC_SCHEMA}"."worker_leases"`;

/**
 * The run queue and record: enqueue idempotently, claim with a lease, save progress, finish.
 * Runs change under a unit of work (the worker, other replicas), so reads always go to the
 * database (`refresh`) and writes are single statements rather than flushes of loaded runs.
 */
@Injectable()
export class SyncRunsRepository {
  constructor(private readonly em: EntityManager) {}

  async enqueue(data: NewRun, now: Date): Promise<{ run: SyncRun; created: boolean }> {
    if (data.jobKey) {
      const existing = await this.em.findOne(SyncRun, { jobKey: data.jobKey }, { refresh: true });
      if (existing) return { run: existing, created: false };
    }
    const run = Object.assign(new SyncRun(), {
      ...data,
      priceRangeId: data.priceRangeId ?? null,
      asins: data.asins ?? null,
      staleBefore: data.staleBefore ?? null,
      productsTotal: data.productsTotal ?? 0,
      createdAt: now,
    });
    try {
      await this.em.persist(run).flush();
      return { run, created: true };
    } catch (error) {
      // The same job queued by someone else a moment ago: join it.
      if (!(error instanceof UniqueConstraintViolationException) || !data.jobKey) throw error;
      return {
        run: await this.em.findOneOrFail(SyncRun, { jobKey: data.jobKey }, { refresh: true }),
        created: false,
      };
    }
  }

  /**
   * The next queued run (operators' first, then oldest), or a running one whose worker stopped
   * renewing its lease (crashed): it continues from its saved cursor.
   */
  async claimNext(now: Date, leaseMs: number, working: number[] = []): Promise<SyncRun | null> {
    // Never the runs this worker is still working on, whatever their lease says.
    const rows = await this.em.execute<{ id: number }[]>(
      `update ${RUNS} set status = 'running', started_at = coalesce(started_at, ?),
              lease_expires_at = ?, attempts = attempts + 1
        where id = (select id from ${RUNS}
                     where (status = 'queued' or (status = 'running' and lease_expires_at < ?))
                       and not (cast(? as jsonb) @> to_jsonb(id))
                     order by priority, id limit 1 for update skip locked)
        returning id`,
      [now, new Date(now.getTime() + leaseMs), now, JSON.stringify(working)],
    );
    return rows.length > 0 ? this.find(rows[0].id) : null;
  }

  find(id: number): Promise<SyncRun | null> {
    return this.em.findOne(SyncRun, { id }, { refresh: true });
  }

  list(limit: number): Promise<SyncRun[]> {
    return this.em.find(SyncRun, {}, { orderBy: { id: 'desc' }, limit, refresh: true });
  }

  async renewLease(id: number, now: Date, leaseMs: number): Promise<void> {
    await this.em.nativeUpdate(
      SyncRun,
      { id, status: 'running' },
      { leaseExpiresAt: new Date(now.getTime() + leaseMs) },
    );
  }

  /** Counters, cursor and errors so far, and a fresh lease. */
  async saveProgress(run: SyncRun, now: Date, leaseMs: number): Promise<void> {
    await this.em.nativeUpdate(
      SyncRun,
      { id: run.id },
      {
        ...this.progressOf(run),
        leaseExpiresAt: new Date(now.getTime() + leaseMs),
      },
    );
  }

  async finish(
    run: SyncRun,
    status: 'succeeded' | 'failed',
    message: string,
    now: Date,
  ): Promise<void> {
    await this.em.nativeUpdate(
      SyncRun,
      { id: run.id },
      {
        ...this.progressOf(run),
        status,
        message,
        finishedAt: now,
        jobKey: null,
        leaseExpiresAt: null,
      },
    );
  }

  /** Back to the queue (this worker is stopping); another continues from the cursor. */
  async release(run: SyncRun): Promise<void> {
    await this.em.nativeUpdate(
      SyncRun,
      { id: run.id },
      { ...this.progressOf(run), status: 'queued', leaseExpiresAt: null },
    );
  }

  /** True when `holder` holds (or has just taken) the named lease until now + ttl. */
  async acquireLease(name: string, holder: string, now: Date, ttlMs: number): Promise<boolean> {
    const rows = await this.em.execute<{ holder: string }[]>(
      `insert into ${LEASES} (name, holder, expires_at) values (?, ?, ?)
       on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
        where ${LEASES}.holder = excluded.holder or ${LEASES}.expires_at < ?
       returning holder`,
      [name, holder, new Date(now.getTime() + ttlMs), now],
    );
    return rows.length > 0;
  }

  async releaseLease(name: string, holder: string): Promise<void> {
    await this.em.nativeDelete(WorkerLease, { name, holder });
  }

  private progressOf(run: SyncRun) {
    return {
      sources: run.sources,
      cursor: run.cursor,
      productsTotal: run.productsTotal,
      productsProcessed: run.productsProcessed,
      pricePointsAdded: run.pricePointsAdded,
      errorCount: run.errorCount,
      errors: run.errors,
      keepaTokensSpent: run.keepaTokensSpent,
      creatorsApiRequests: run.creatorsApiRequests,
    };
  }
}

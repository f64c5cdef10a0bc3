import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_SYNC_WAIT_MS,
  type KeepaSyncResult,
  type ObservationSource,
  type PayloadOf,
  type PriceRangeSyncResult,
  type SyncPatterns,
  type SyncRun as SyncRunView,
} from '@bli/contracts';
import { InvalidInputError, UpstreamUnavailableError } from '@bli/server-kit';
import { createHash } from 'node:crypto';
import { CatalogueClient } from '../catalogue/catalogue.client';
import { SyncClock } from '../common/clock';
import type { SyncRun } from '../entities';
import { SyncWorker } from '../jobs/sync.worker';
import { SOURCE_LABELS, unavailableAs503 } from '../providers/provider-errors';
import { ProviderRegistry } from '../providers/provider-registry';
import { toSyncRunView } from './sync-run.mapper';
import { SyncRunsRepository } from './sync-runs.repository';

type PriceRangeSyncRequest = PayloadOf<typeof SyncPatterns.priceRangeSync>;
type KeepaSyncRequest = PayloadOf<typeof SyncPatterns.keepaSync>;

const POLL_MS = 200;
const NO_LAPTOPS = 'No laptops to sync';

/**
 * The syncs operators ask for and the record of runs (docs/product-rules.md §2 admin tabs, §7
 * calls). A sync request queues a run for the worker, waits a bounded time for it and answers
 * with what is done by then.
 */
@Injectable()
export class SyncRunsService {
  constructor(
    private readonly runs: SyncRunsRepository,
    private readonly catalogue: CatalogueClient,
    @Inject(ProviderRegistry) private readonly providers: ProviderRegistry,
    private readonly worker: SyncWorker,
    private readonly clock: SyncClock,
  ) {}

  async syncPriceRange(request: PriceRangeSyncRequest): Promise<PriceRangeSyncResult> {
    const source: ObservationSource = request.useKeepa ? 'keepa' : 'creators-api';
    // An unknown range is catalogue's NOT_FOUND "Price range not found", passed on as it is.
    const { total } = await this.catalogue.targets({
      priceRangeId: request.priceRangeId,
      limit: 0,
    });
    await this.assertAvailable(source);
    if (total === 0) {
      return {
        message: 'No active laptops in this price range',
        source,
        runId: null,
        status: 'succeeded',
        productsProcessed: 0,
      };
    }
    const now = this.clock.now();
    const run = await this.queue(
      {
        kind: 'price-range',
        requestedSource: source,
        jobKey: `price-range:${request.priceRangeId}:${source}`,
        priority: 0,
        priceRangeId: request.priceRangeId,
        staleBefore: now,
        productsTotal: total,
      },
      request.waitMs,
    );
    return {
      message: this.describe(run, source),
      source,
      runId: run.id,
      status: run.status as PriceRangeSyncResult['status'],
      productsProcessed: run.productsProcessed,
    };
  }

  async syncWithKeepa(request: KeepaSyncRequest): Promise<KeepaSyncResult> {
    if (request.asins && request.asins.length === 0) throw new InvalidInputError(NO_LAPTOPS);
    let asins: string[] | null = null;
    let unknownAsins: string[] = [];
    let total: number;
    if (request.asins) {
      const known = await this.catalogue.knownAsins(request.asins);
      asins = request.asins.filter((asin) => known.has(asin));
      unknownAsins = request.asins.filter((asin) => !known.has(asin));
      if (asins.length === 0) {
        throw new InvalidInputError(`${NO_LAPTOPS}: none of these ASINs is in the catalogue`, {
          unknownAsins,
        });
      }
      total = asins.length;
    } else {
      total = (await this.catalogue.targets({ limit: 0 })).total;
      if (total === 0) throw new InvalidInputError(NO_LAPTOPS);
    }
    await this.assertAvailable('keepa');
    const now = this.clock.now();
    const key = asins
      ? createHash('sha1')
          .update([...asins].sort().join(','))
          .digest('hex')
      : 'all';
    const run = await this.queue(
      {
        kind: 'asins',
        requestedSource: 'keepa',
        jobKey: `keepa-asins:${key}`,
        priority: 0,
        asins,
        staleBefore: asins ? null : now,
        productsTotal: total,
      },
      request.waitMs,
    );
    return {
      productsProcessed: run.productsProcessed,
      runId: run.id,
      status: run.status as KeepaSyncResult['status'],
      message: this.describe(run, 'keepa'),
      unknownAsins,
    };
  }

  async recentRuns(limit: number): Promise<SyncRunView[]> {
    return (await this.runs.list(limit)).map(toSyncRunView);
  }

  private async assertAvailable(source: ObservationSource): Promise<void> {
    await unavailableAs503(() => this.providers.get(source).assertAvailable());
  }

  /** Queues (or joins) a run and waits for it; a failed run is a 503 with its reason. */
  private async queue(
    data: Parameters<SyncRunsRepository['enqueue']>[0],
    waitMs = DEFAULT_SYNC_WAIT_MS,
  ): Promise<SyncRun> {
    const { run, created } = await this.runs.enqueue(data, this.clock.now());
    if (created) this.worker.wake();
    const deadline = Date.now() + waitMs;
    let current = run;
    while (current.status === 'queued' || current.status === 'running') {
      if (Date.now() >= deadline) return current;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      current = (await this.runs.find(run.id)) ?? current;
    }
    if (current.status === 'failed') {
      throw new UpstreamUnavailableError(current.message ?? 'The sync failed');
    }
    return current;
  }

  private describe(run: SyncRun, source: ObservationSource): string {
    if (run.status === 'succeeded') return run.message ?? 'Sync completed';
    return `Sync from ${SOURCE_LABELS[source]} is ${run.status} (run ${run.id}): ${run.productsProcessed} of ${run.productsTotal} laptops refreshed so far`;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_SYNC_WAIT_MS,
  type KeepaSearchResult,
  type KeepaSyncResult,
  type KeepaTokenStatus,
  type ObservationSource,
  type PayloadOf,
  type PriceRangeSyncResult,
  type SyncPatterns,
  type SyncRun as SyncRunView,
} from '@bli/contracts';
import { InvalidInputError, UpstreamUnavailableError } from '@bli/server-kit';
import { createHash } from 'node:crypto';
import { CatalogueClient } from './catalogue/catalogue.client';
import { SyncClock } from './common/clock';
import type { SyncRun } from './entities';
import { SyncWorker } from './jobs/sync.worker';
import { newMeter } from './providers/price-provider';
import { OutboundHttpError } from './http/outbound-http';
import {
  ProviderHttpError,
  ProviderUnavailableError,
  SOURCE_LABELS,
} from './providers/provider-errors';
import { ProviderRegistry } from './providers/provider-registry';
import { toSyncRunView } from './runs/sync-run.mapper';
import { SyncRunsRepository } from './runs/sync-runs.repository';

type PriceRangeSyncRequest = PayloadOf<typeof SyncPatterns.priceRangeSync>;
type KeepaSyncRequest = PayloadOf<typeof SyncPatterns.keepaSync>;

const POLL_MS = 200;
const NO_LAPTOPS = 'No laptops to sync';

/**
 * What operators can ask of sync (docs/product-rules.md §2 admin tabs, §7 calls). A sync request queues a run
 * for the worker, waits a bounded time for it and answers with what is done by then.
 */
@Injectable()
export class SyncService {
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
      const known = await this.knownAsins(request.asins);
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

  async keepaTokens(): Promise<KeepaTokenStatus> {
    const report = await this.unavailableAs503(() => this.providers.keepa.tokens());
    return {
      tokensLeft: report.tokensLeft,
      refillIn: Math.ceil(report.refillInMs / 60_000),
      refillRate: report.refillRate,
    };
  }

  async keepaSearch(priceMin: number, priceMax: number): Promise<KeepaSearchResult> {
    const found = await this.unavailableAs503(() =>
      this.providers.keepa.search(priceMin, priceMax, newMeter()),
    );
    const known = found.asins.length > 0 ? await this.knownAsins(found.asins) : new Set<string>();
    return {
      products: found.asins.map((asin) => ({ asin, inCatalogue: known.has(asin) })),
      totalResults: found.totalResults,
    };
  }

  async recentRuns(limit: number): Promise<SyncRunView[]> {
    return (await this.runs.list(limit)).map(toSyncRunView);
  }

  private async assertAvailable(source: ObservationSource): Promise<void> {
    await this.unavailableAs503(() => this.providers.get(source).assertAvailable());
  }

  private async unavailableAs503<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // Retailer failures carry messages written for operators (secrets already masked).
      if (
        error instanceof ProviderUnavailableError ||
        error instanceof ProviderHttpError ||
        error instanceof OutboundHttpError
      ) {
        throw new UpstreamUnavailableError(error.message);
      }
      throw error;
    }
  }

  private async knownAsins(asins: string[]): Promise<Set<string>> {
    const known = new Set<string>();
    for (let i = 0; i < asins.length; i += 5_000) {
      const { targets } = await this.catalogue.targets({
        asins: asins.slice(i, i + 5_000),
        limit: 5_000,
      });
      targets.forEach((target) => known.add(target.asin));
    }
    return known;
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

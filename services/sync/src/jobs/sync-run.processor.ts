import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ObservationSource, SyncRunError, SyncTarget } from '@bli/contracts';
import { UnitOfWork } from '@bli/server-kit';
import { CatalogueClient } from '../catalogue/catalogue.client';
import { SyncClock } from '../common/clock';
import type { RunCursor, SyncRun } from '../entities';
import { ProviderRegistry } from '../providers/provider-registry';
import { SOURCE_LABELS } from '../providers/provider-errors';
import {
  newMeter,
  type FetchResult,
  type FetchTarget,
  type RequestMeter,
} from '../providers/price-provider';
import { SyncRunsRepository } from '../runs/sync-runs.repository';

/** Laptops asked of catalogue per page, and handed to a provider per fetch. */
const PAGE_SIZE = 500;
const CHUNK_SIZE = 100;
/** A run's claim lapses this long after its last sign of life; another worker then continues it. */
export const RUN_LEASE_MS = 60_000;
/** Errors kept in the record (all are counted). */
const MAX_RECORDED_ERRORS = 50;

interface Chunk {
  targets: FetchTarget[];
  cursorAfter: RunCursor;
}

/**
 * Works one run: walks its laptops oldest price first (or its asin list), prices each chunk
 * from the Creators API when it answers and from Keepa otherwise, and sends the observations to
 * catalogue while the next chunk is being fetched. Progress and cursor are saved after every
 * applied chunk, so a crash loses nothing already applied and the run resumes where it was.
 */
@Injectable()
export class SyncRunProcessor {
  private readonly logger = new Logger('SyncRunProcessor');

  constructor(
    private readonly runs: SyncRunsRepository,
    private readonly catalogue: CatalogueClient,
    @Inject(ProviderRegistry) private readonly providers: ProviderRegistry,
    private readonly clock: SyncClock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Works `run` to its end (or until `signal` aborts), in a unit of work of its own. */
  process(run: SyncRun, signal: AbortSignal): Promise<void> {
    return this.unitOfWork.run(() => this.work(run, signal));
  }

  private async work(run: SyncRun, signal: AbortSignal): Promise<void> {
    const meter = newMeter();
    const spentBefore = { keepa: run.keepaTokensSpent, creators: run.creatorsApiRequests };
    const account = () => {
      run.keepaTokensSpent = spentBefore.keepa + meter.keepaTokens;
      run.creatorsApiRequests = spentBefore.creators + meter.creatorsApiRequests;
    };
    let applying: Promise<void> = Promise.resolve();
    try {
      if (run.productsTotal === 0) run.productsTotal = await this.countTargets(run);
      for await (const chunk of this.chunks(run, signal)) {
        const result = await this.fetch(run, chunk.targets, meter, signal);
        await applying;
        applying = this.apply(run, chunk, result, () => account());
        // Awaited after the next fetch: until then a failure must not count as unhandled (Node
        // ends the process on an unhandled rejection; a fuzz run saw sync exit that way).
        applying.catch(() => undefined);
      }
      await applying;
      account();
      await this.runs.finish(run, 'succeeded', this.summary(run), this.clock.now());
    } catch (error) {
      await applying.catch(() => undefined);
      account();
      if (signal.aborted) {
        await this.runs.release(run);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`sync run ${run.id} failed: ${message}`);
      await this.runs.finish(run, 'failed', message, this.clock.now());
    }
  }

  private async countTargets(run: SyncRun): Promise<number> {
    if (run.kind === 'asins' && run.asins) return run.asins.length;
    const { total } = await this.catalogue.targets(this.targetQuery(run, undefined, 0));
    return total;
  }

  private targetQuery(run: SyncRun, after: SyncTarget | undefined, limit: number) {
    return {
      ...(run.priceRangeId !== null ? { priceRangeId: run.priceRangeId } : {}),
      ...(run.staleBefore ? { staleBefore: run.staleBefore.toISOString() } : {}),
      ...(after ? { after: { lastUpdated: after.lastUpdated, asin: after.asin } } : {}),
      limit,
    };
  }

  /**
   * The run's laptops in chunks, from its cursor on, each laptop once. A price older than the
   * run (Keepa's data can be minutes old) moves a laptop further along the oldest-first order
   * without taking it out of the run's range of stale prices: `seen` keeps it from coming back.
   */
  private async *chunks(run: SyncRun, signal: AbortSignal): AsyncGenerator<Chunk> {
    const seen = new Set<string>();
    if (run.asins) {
      let index = run.cursor && 'index' in run.cursor ? run.cursor.index : 0;
      while (index < run.asins.length && !signal.aborted) {
        const asins = run.asins.slice(index, index + CHUNK_SIZE);
        index += asins.length;
        // When each was last priced, so only newer history is fetched.
        const { targets } = await this.catalogue.targets({ asins, limit: asins.length });
        const known = new Map(targets.map((t) => [t.asin, t.lastUpdated]));
        yield {
          targets: asins.map((asin) => ({ asin, lastUpdated: known.get(asin) })),
          cursorAfter: { index },
        };
      }
      return;
    }
    let after: SyncTarget | undefined =
      run.cursor && 'asin' in run.cursor ? { ...run.cursor, priceRangeId: null } : undefined;
    while (!signal.aborted) {
      const { targets } = await this.catalogue.targets(this.targetQuery(run, after, PAGE_SIZE));
      if (targets.length === 0) return;
      after = targets[targets.length - 1];
      const fresh = targets.filter((target) => !seen.has(target.asin));
      fresh.forEach((target) => seen.add(target.asin));
      for (let i = 0; i < fresh.length; i += CHUNK_SIZE) {
        const slice = fresh.slice(i, i + CHUNK_SIZE);
        const last = slice[slice.length - 1];
        yield { targets: slice, cursorAfter: { lastUpdated: last.lastUpdated, asin: last.asin } };
      }
    }
  }

  /** The first source that answers; an unavailable one hands over to the next (auto only). */
  private async fetch(
    run: SyncRun,
    targets: FetchTarget[],
    meter: RequestMeter,
    signal: AbortSignal,
  ): Promise<FetchResult> {
    const order = this.providers.order(run.requestedSource);
    let lastError: unknown;
    for (const source of order) {
      try {
        const result = await this.providers.get(source).fetch(targets, meter, signal);
        if (!run.sources.includes(source)) run.sources = [...run.sources, source];
        return result;
      } catch (error) {
        if (signal.aborted || source === order[order.length - 1]) throw error;
        lastError = error;
        const next = order[order.indexOf(source) + 1] as ObservationSource;
        this.logger.log(
          `${(error as Error).message}; ${SOURCE_LABELS[next]} takes over for run ${run.id}`,
        );
      }
    }
    throw lastError;
  }

  private async apply(
    run: SyncRun,
    chunk: Chunk,
    result: FetchResult,
    account: () => void,
  ): Promise<void> {
    const errors: SyncRunError[] = [...result.errors];
    const { observations, offerless, missing } = result;
    if (observations.length + offerless.length + missing.length > 0) {
      // Prices, and for laptops without an offer their availability and pictures, and the asins
      // the retailer no longer knows (catalogue flags them): one apply for the chunk.
      const applied = await this.catalogue.apply({ observations, offerless, missing });
      const unknown = new Set(applied.unknownAsins);
      const priced = new Set(observations.map((o) => o.asin).filter((a) => !unknown.has(a)));
      run.productsProcessed += priced.size;
      run.pricePointsAdded += applied.pricePointsAdded;
      const reported = new Set(errors.map((e) => e.asin));
      for (const asin of unknown) {
        if (reported.has(asin)) continue;
        errors.push({ asin, code: 'NotInCatalogue', message: 'Not in the catalogue' });
      }
    }
    run.errorCount += errors.length;
    run.errors = [...run.errors, ...errors].slice(0, MAX_RECORDED_ERRORS);
    run.cursor = chunk.cursorAfter;
    account();
    await this.runs.saveProgress(run, this.clock.now(), RUN_LEASE_MS);
  }

  private summary(run: SyncRun): string {
    const from = run.sources.map((s) => SOURCE_LABELS[s as ObservationSource]).join(' and ');
    const failed = run.errorCount > 0 ? `; ${run.errorCount} could not be priced` : '';
    if (run.productsTotal === 0) return 'Nothing to refresh';
    return `Refreshed ${run.productsProcessed} of ${run.productsTotal} laptops${from ? ` from ${from}` : ''}${failed}`;
  }
}

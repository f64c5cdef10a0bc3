import { Injectable } from '@nestjs/common';
import {
  CataloguePatterns,
  MAX_OBSERVATIONS_PER_APPLY,
  type ApplyPricesResult,
  type ImportResult,
  type LaptopDraft,
  type LaptopStatus,
  type OfferlessObservation,
  type PriceObservation,
  type SyncTargetsRequest,
  type SyncTargetsResult,
} from '@bli/contracts';
import { RpcClient, UpstreamUnavailableError } from '@bli/server-kit';
import { ExponentialBackoff, handleType, retry } from 'cockatiel';

/** Applying a big batch takes a while; a read does not. */
const APPLY_TIMEOUT_MS = 30_000;
const TARGETS_TIMEOUT_MS = 10_000;
/** find-by-asins takes at most this many asins a call. */
const FIND_BATCH = 100;

/** What a refresh saw, for `catalogue.prices.apply`. */
export interface AppliedBatch {
  observations: PriceObservation[];
  /** Laptops with no offer: availability and pictures, the price stays. */
  offerless?: OfferlessObservation[];
  /** Asins the retailer no longer knows. */
  missing?: string[];
}

/** A laptop the catalogue has, whatever its state. */
export interface CatalogueLaptopRef {
  asin: string;
  slug: string;
  status: LaptopStatus;
}

/**
 * Sync's only view of laptops: it asks catalogue what to refresh and sends it what it saw.
 * Both are retried while catalogue is briefly away (starting up beside sync, a restart, a
 * deploy), so a run does not fail for it and tokens spent on a batch are not wasted.
 */
@Injectable()
export class CatalogueClient {
  private readonly whileAway = retry(handleType(UpstreamUnavailableError), {
    maxAttempts: 6,
    backoff: new ExponentialBackoff({ initialDelay: 500, maxDelay: 5_000 }),
  });

  constructor(private readonly rpc: RpcClient) {}

  targets(request: SyncTargetsRequest): Promise<SyncTargetsResult> {
    return this.whileAway.execute(() =>
      this.rpc.send(CataloguePatterns.laptopsSyncTargets, request, {
        timeoutMs: TARGETS_TIMEOUT_MS,
      }),
    );
  }

  /** Which of `asins` the catalogue lists, asked 5,000 at a time. */
  async knownAsins(asins: string[]): Promise<Set<string>> {
    const known = new Set<string>();
    for (let i = 0; i < asins.length; i += 5_000) {
      const { targets } = await this.targets({ asins: asins.slice(i, i + 5_000), limit: 5_000 });
      targets.forEach((target) => known.add(target.asin));
    }
    return known;
  }

  /** Laptops with these asins in any state (draft, active, retired), asked 100 at a time. */
  async findByAsins(asins: string[]): Promise<CatalogueLaptopRef[]> {
    const found: CatalogueLaptopRef[] = [];
    for (let i = 0; i < asins.length; i += FIND_BATCH) {
      const batch = asins.slice(i, i + FIND_BATCH);
      found.push(
        ...(await this.whileAway.execute(() =>
          this.rpc.send(
            CataloguePatterns.laptopsFindByAsins,
            { asins: batch },
            { timeoutMs: TARGETS_TIMEOUT_MS },
          ),
        )),
      );
    }
    return found;
  }

  /**
   * Hands catalogue the drafts (at most 10). Not retried: catalogue may have stored them before
   * an answer was lost, and a second try would then be refused as a conflict.
   */
  importDrafts(drafts: LaptopDraft[], operator: string): Promise<ImportResult> {
    return this.rpc.send(
      CataloguePatterns.laptopsImport,
      { drafts, operator },
      { timeoutMs: APPLY_TIMEOUT_MS },
    );
  }

  /** Sends what a refresh saw in batches of at most 2,000 of each kind; results are summed. */
  async apply(seen: AppliedBatch): Promise<ApplyPricesResult> {
    const { observations, offerless = [], missing = [] } = seen;
    const total: ApplyPricesResult = {
      laptopsUpdated: 0,
      updatedAsins: [],
      pricePointsAdded: 0,
      unknownAsins: [],
      rangeChanges: [],
    };
    const longest = Math.max(observations.length, offerless.length, missing.length);
    for (let i = 0; i < longest; i += MAX_OBSERVATIONS_PER_APPLY) {
      const slice = <T>(items: T[]) => items.slice(i, i + MAX_OBSERVATIONS_PER_APPLY);
      const batch = {
        observations: slice(observations),
        offerless: slice(offerless),
        missing: slice(missing),
      };
      const result = await this.whileAway.execute(() =>
        this.rpc.send(CataloguePatterns.pricesApply, batch, { timeoutMs: APPLY_TIMEOUT_MS }),
      );
      total.laptopsUpdated += result.laptopsUpdated;
      total.updatedAsins.push(...result.updatedAsins);
      total.pricePointsAdded += result.pricePointsAdded;
      total.unknownAsins.push(...result.unknownAsins);
      total.rangeChanges.push(...result.rangeChanges);
    }
    return total;
  }
}

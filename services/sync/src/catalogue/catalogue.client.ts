import { Injectable } from '@nestjs/common';
import {
  CataloguePatterns,
  MAX_OBSERVATIONS_PER_APPLY,
  type ApplyPricesResult,
  type PriceObservation,
  type SyncTargetsRequest,
  type SyncTargetsResult,
} from '@bli/contracts';
import { RpcClient, UpstreamUnavailableError } from '@bli/server-kit';
import { ExponentialBackoff, handleType, retry } from 'cockatiel';

/** Applying a big batch takes a while; a read does not. */
const APPLY_TIMEOUT_MS = 30_000;
const TARGETS_TIMEOUT_MS = 10_000;

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

  async apply(observations: PriceObservation[]): Promise<ApplyPricesResult> {
    const total: ApplyPricesResult = {
      laptopsUpdated: 0,
      updatedAsins: [],
      pricePointsAdded: 0,
      unknownAsins: [],
      rangeChanges: [],
    };
    for (let i = 0; i < observations.length; i += MAX_OBSERVATIONS_PER_APPLY) {
      const batch = observations.slice(i, i + MAX_OBSERVATIONS_PER_APPLY);
      const result = await this.whileAway.execute(() =>
        this.rpc.send(
          CataloguePatterns.pricesApply,
          { observations: batch },
          { timeoutMs: APPLY_TIMEOUT_MS },
        ),
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

import { Logger } from '@nestjs/common';
import type { PriceObservation, SyncRunError } from '@bli/contracts';
import pThrottle from 'p-throttle';
import type { SyncClock } from '../../common/clock';
import type { ProviderStateRepository } from '../../state/provider-state.repository';
import { ProviderUnavailableError, SOURCE_LABELS } from '../provider-errors';
import { ProviderResilience, type ResilienceOptions } from '../provider-resilience';
import type { FetchResult, FetchTarget, PriceProvider, RequestMeter } from '../price-provider';
import {
  AssociateNotEligibleError,
  MAX_ITEM_IDS,
  type CreatorsApiClient,
} from './creators-api.client';
import { asinOfError, parseCreatorsItem } from './creators-api.parser';
import type { GetItemsResponse } from './creators-api.types';

export interface CreatorsApiProviderOptions {
  /** Calls per second allowed by the account (Amazon starts new credentials at about 1). */
  ratePerSecond: number;
  /** How long the API is left alone after 403 AssociateNotEligible. */
  cooldownMs: number;
  resilience: ResilienceOptions;
}

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/**
 * Evenly spaced calls at the account's rate, 2 % apart more than the rate needs: requests do not
 * reach Amazon exactly as far apart as they leave, and a limit of 1 a second has no slack.
 */
export function creatorsApiThrottle(ratePerSecond: number) {
  return pThrottle({ limit: 1, interval: Math.ceil((1000 / ratePerSecond) * 1.02), strict: true });
}

/**
 * Prices from Amazon's Creators API: ten asins per getItems call, calls spaced to the account's
 * rate, retries and a circuit breaker around each, and a shared cool-down after Amazon says the
 * account is not eligible (no point asking again for hours).
 */
export class CreatorsApiProvider implements PriceProvider {
  readonly source = 'creators-api' as const;
  readonly batchSize = 100;
  private readonly logger = new Logger('CreatorsApiProvider');
  private readonly throttle;
  readonly resilience: ProviderResilience;

  constructor(
    private readonly client: CreatorsApiClient | null,
    private readonly states: ProviderStateRepository,
    private readonly clock: SyncClock,
    private readonly options: CreatorsApiProviderOptions,
  ) {
    this.throttle = creatorsApiThrottle(options.ratePerSecond);
    this.resilience = new ProviderResilience(this.source, options.resilience);
  }

  get configured(): boolean {
    return this.client !== null;
  }

  async assertAvailable(): Promise<void> {
    if (!this.client) {
      throw new ProviderUnavailableError(
        this.source,
        'Amazon API unavailable: no Creators API credentials are configured',
      );
    }
    const state = await this.states.find(this.source);
    if (state?.unavailableUntil && state.unavailableUntil > this.clock.now()) {
      throw new ProviderUnavailableError(
        this.source,
        `Amazon API unavailable: ${state.unavailableReason ?? 'cooling down'}; not asked again before ${state.unavailableUntil.toISOString()}`,
        state.unavailableUntil,
      );
    }
    if (this.resilience.isOpen) throw this.resilience.unavailable();
  }

  async fetch(targets: FetchTarget[], meter: RequestMeter, signal?: AbortSignal) {
    await this.assertAvailable();
    const client = this.client;
    if (!client) throw new ProviderUnavailableError(this.source, 'Amazon API is not configured');
    const asins = targets.map((target) => target.asin);
    // Every attempt, retries included, waits for its slot: a retry must not jump the queue.
    const getItems = this.throttle((ids: string[]) => client.getItems(ids, meter));
    const calls = chunk(asins, MAX_ITEM_IDS).map((ids) =>
      this.resilience.execute(() => getItems(ids), signal),
    );
    const settled = await Promise.allSettled(calls);
    const observedAt = this.clock.now().toISOString();
    const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failure) throw await this.failed(failure.reason);
    const responses = settled.map((s) => (s as PromiseFulfilledResult<GetItemsResponse>).value);
    await this.states.recordSuccess(this.source, this.clock.now());
    return this.toResult(asins, responses, observedAt);
  }

  private toResult(
    asins: string[],
    responses: GetItemsResponse[],
    observedAt: string,
  ): FetchResult {
    const observations: PriceObservation[] = [];
    const errors: SyncRunError[] = [];
    const answered = new Set<string>();
    for (const response of responses) {
      for (const item of response.itemsResult?.items ?? []) {
        answered.add(item.asin);
        const parsed = parseCreatorsItem(item);
        if (parsed.price === null) {
          errors.push({ asin: item.asin, code: 'NoOffer', message: 'No offer on Amazon' });
          continue;
        }
        observations.push({
          asin: item.asin,
          currentPrice: parsed.price,
          originalPrice: parsed.originalPrice,
          ...(parsed.rating !== undefined ? { rating: parsed.rating } : {}),
          ...(parsed.reviewCount !== undefined ? { reviewCount: parsed.reviewCount } : {}),
          observedAt,
          source: this.source,
        });
      }
      for (const error of response.errors ?? []) {
        const asin = asinOfError(error.message, asins);
        if (asin) answered.add(asin);
        errors.push({ ...(asin ? { asin } : {}), code: error.code, message: error.message });
      }
    }
    for (const asin of asins.filter((a) => !answered.has(a))) {
      errors.push({ asin, code: 'ItemNotFound', message: 'Not in the Amazon API answer' });
    }
    return { source: this.source, observations, errors };
  }

  /** 403 AssociateNotEligible starts the cool-down every replica honours; the rest is passed on. */
  private async failed(error: unknown): Promise<unknown> {
    const now = this.clock.now();
    if (error instanceof AssociateNotEligibleError) {
      const until = new Date(now.getTime() + this.options.cooldownMs);
      const reason = 'the associate account is not eligible (403 AssociateNotEligible)';
      await this.states.markUnavailable(this.source, until, reason, now);
      this.logger.warn(
        `${SOURCE_LABELS[this.source]}: ${reason}; cooling down until ${until.toISOString()}`,
      );
      return new ProviderUnavailableError(
        this.source,
        `Amazon API unavailable: ${reason}; not asked again before ${until.toISOString()}`,
        until,
      );
    }
    if (error instanceof Error) await this.states.recordError(this.source, error.message, now);
    return error;
  }
}

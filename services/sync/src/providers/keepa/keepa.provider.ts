import { Logger } from '@nestjs/common';
import type { PriceObservation, SyncRunError } from '@bli/contracts';
import { DomainError } from '@bli/server-kit';
import type { SyncClock } from '../../common/clock';
import type { ProviderStateRepository } from '../../state/provider-state.repository';
import { ProviderUnavailableError } from '../provider-errors';
import { ProviderResilience, type ResilienceOptions } from '../provider-resilience';
import type { FetchResult, FetchTarget, PriceProvider, RequestMeter } from '../price-provider';
import { KeepaTokenBudget } from './keepa-token.budget';
import { KeepaTokensExhaustedError, MAX_KEEPA_ASINS, type KeepaClient } from './keepa.client';
import { parseKeepaProduct } from './keepa.parser';
import type { KeepaEnvelope } from './keepa.types';

export interface KeepaProviderOptions {
  resilience: ResilienceOptions;
  /** amazon.in category for the product finder (laptops only). */
  categoryId?: number;
}

/** 1 token per product plus up to 1 for rating=1: plan for the most it can cost. */
export const KEEPA_TOKENS_PER_PRODUCT = 2;
/** Product Finder: 10 tokens plus 1 per 100 asins (one page of 50). */
const QUERY_COST = 11;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The stored balance is refreshed at most this often (it is for people, not the plan). */
const PERSIST_EVERY_MS = 5_000;

export interface KeepaTokenReport {
  tokensLeft: number;
  refillInMs: number;
  refillRate: number;
}

/**
 * Prices from Keepa: batches of up to 100 asins sized to what the token plan affords, waits for
 * refills instead of overdrawing, backs off to `refillIn` on a 429, and turns each product's
 * csv history into price points.
 */
export class KeepaProvider implements PriceProvider {
  readonly source = 'keepa' as const;
  readonly batchSize = MAX_KEEPA_ASINS;
  readonly resilience: ProviderResilience;
  readonly budget: KeepaTokenBudget;
  private readonly logger = new Logger('KeepaProvider');
  private persistedAt = 0;

  constructor(
    private readonly client: KeepaClient | null,
    private readonly states: ProviderStateRepository,
    private readonly clock: SyncClock,
    private readonly options: KeepaProviderOptions,
    refillPeriodMs = 60_000,
  ) {
    this.resilience = new ProviderResilience(this.source, options.resilience);
    this.budget = new KeepaTokenBudget(refillPeriodMs);
  }

  get configured(): boolean {
    return this.client !== null;
  }

  async assertAvailable(): Promise<void> {
    if (!this.client) {
      throw new ProviderUnavailableError(
        this.source,
        'Keepa unavailable: no KEEPA_API_KEY is configured',
      );
    }
    if (this.resilience.isOpen) throw this.resilience.unavailable();
  }

  async fetch(
    targets: FetchTarget[],
    meter: RequestMeter,
    signal?: AbortSignal,
  ): Promise<FetchResult> {
    await this.assertAvailable();
    const since = new Map(
      targets.map((t) => [t.asin, t.lastUpdated ? new Date(t.lastUpdated) : undefined]),
    );
    const pending = targets.map((t) => t.asin);
    const observations: PriceObservation[] = [];
    const errors: SyncRunError[] = [];
    while (pending.length > 0) {
      await this.ensureKnown(signal);
      const now = this.clock.now().getTime();
      const count = this.budget.affordable(
        now,
        KEEPA_TOKENS_PER_PRODUCT,
        Math.min(MAX_KEEPA_ASINS, pending.length),
      );
      if (count === 0) {
        const wait =
          this.budget.waitFor(now, KEEPA_TOKENS_PER_PRODUCT) ?? this.budget.refillPeriodMs;
        await this.clock.sleep(Math.max(wait, 10), signal);
        continue;
      }
      const batch = pending.splice(0, count);
      const reservation = this.budget.reserve(count * KEEPA_TOKENS_PER_PRODUCT);
      try {
        const oldest = Math.min(...batch.map((asin) => since.get(asin)?.getTime() ?? now));
        const days = Math.min(90, Math.max(1, Math.ceil((now - oldest) / DAY_MS)));
        const response = await this.resilience.execute(
          () => this.requireClient().product(batch, { stats: days, days, rating: true }),
          signal,
        );
        await this.observe(response);
        meter.keepaTokens += response.tokensConsumed;
        const fallbackTime = new Date(response.timestamp);
        for (const product of response.products ?? []) {
          const parsed = parseKeepaProduct(product, {
            since: since.get(product.asin),
            fallbackTime,
          });
          observations.push(...parsed.observations);
          if (parsed.error) errors.push(parsed.error);
        }
      } catch (error) {
        if (!(error instanceof KeepaTokensExhaustedError)) throw error;
        // Our plan and Keepa disagreed (another user of the key?): believe Keepa and wait.
        meter.keepaRateLimited++;
        await this.observe(error.envelope);
        pending.unshift(...batch);
        this.logger.warn(`Keepa answered 429 with ${error.envelope.tokensLeft} tokens left`);
      } finally {
        reservation.release();
      }
    }
    return { source: this.source, observations, errors };
  }

  /** Live balance from /token (free). */
  async tokens(): Promise<KeepaTokenReport> {
    await this.assertAvailable();
    const envelope = await this.resilience.execute(() => this.requireClient().token());
    await this.observe(envelope, true);
    return {
      tokensLeft: envelope.tokensLeft,
      refillInMs:
        envelope.tokensLeft > 0
          ? envelope.refillIn
          : (this.budget.waitFor(this.clock.now().getTime(), 1) ?? envelope.refillIn),
      refillRate: envelope.refillRate,
    };
  }

  /** Product finder by current price (rupees); fails fast when the plan cannot afford it. */
  async search(priceMin: number, priceMax: number, meter: RequestMeter) {
    await this.assertAvailable();
    await this.ensureKnown();
    const now = this.clock.now().getTime();
    if (this.budget.available(now) < QUERY_COST) {
      const wait = this.budget.waitFor(now, QUERY_COST);
      throw new DomainError(
        'RATE_LIMITED',
        `Keepa tokens are used up; a search costs ${QUERY_COST}${wait === null ? '' : ` and enough are back in ${Math.ceil(wait / 60_000)} minute(s)`}`,
      );
    }
    const reservation = this.budget.reserve(QUERY_COST);
    try {
      const response = await this.resilience.execute(() =>
        this.requireClient().query({
          current_NEW_gte: priceMin * 100,
          current_NEW_lte: priceMax * 100,
          productType: [0],
          ...(this.options.categoryId ? { categories_include: [this.options.categoryId] } : {}),
          sort: [['current_NEW', 'asc']],
          perPage: 50,
          page: 0,
        }),
      );
      await this.observe(response);
      meter.keepaTokens += response.tokensConsumed;
      return { asins: response.asinList ?? [], totalResults: response.totalResults ?? 0 };
    } catch (error) {
      if (error instanceof KeepaTokensExhaustedError) {
        await this.observe(error.envelope);
        throw new DomainError(
          'RATE_LIMITED',
          'Keepa tokens are used up; try again after the next refill',
        );
      }
      throw error;
    } finally {
      reservation.release();
    }
  }

  private requireClient(): KeepaClient {
    if (!this.client) throw new ProviderUnavailableError(this.source, 'Keepa is not configured');
    return this.client;
  }

  /** The plan needs a starting point: ask /token (free) when it has none. */
  private async ensureKnown(signal?: AbortSignal): Promise<void> {
    if (this.budget.known) return;
    const envelope = await this.resilience.execute(() => this.requireClient().token(), signal);
    await this.observe(envelope);
  }

  private async observe(envelope: KeepaEnvelope, persist = false): Promise<void> {
    const now = this.clock.now();
    this.budget.observe(envelope, now.getTime());
    if (!persist && now.getTime() - this.persistedAt < PERSIST_EVERY_MS) return;
    this.persistedAt = now.getTime();
    await this.states.saveKeepaTokens(
      envelope.tokensLeft,
      envelope.refillRate,
      new Date(now.getTime() + envelope.refillIn),
      now,
    );
  }
}

import { Logger } from '@nestjs/common';
import {
  RETAILER_SEARCH_MAX_PAGE,
  type OfferlessObservation,
  type PriceObservation,
  type SyncRunError,
} from '@bli/contracts';
import pThrottle from 'p-throttle';
import type { SyncClock } from '../../common/clock';
import { untilAborted } from '../../common/until-aborted';
import type { ProviderStateRepository } from '../../state/provider-state.repository';
import { ProviderUnavailableError, SOURCE_LABELS } from '../provider-errors';
import { ProviderResilience, type ResilienceOptions } from '../provider-resilience';
import {
  SEARCH_PAGE_SIZE,
  type CatalogueSource,
  type FetchResult,
  type FetchTarget,
  type ListingsResult,
  type PriceProvider,
  type RequestMeter,
  type RetailerListing,
  type RetailerSearch,
  type RetailerSearchPage,
} from '../price-provider';
import {
  AssociateNotEligibleError,
  MAX_ITEM_IDS,
  type CreatorsApiClient,
} from './creators-api.client';
import { asinOfError, listingInputOf, parseCreatorsItem } from './creators-api.parser';
import {
  DETAIL_RESOURCES,
  LAPTOPS_BROWSE_NODE,
  PRICE_RESOURCES,
  type CreatorsApiError,
  type GetItemsResponse,
} from './creators-api.types';

export interface CreatorsApiProviderOptions {
  /** Calls per second allowed by the account (Amazon starts new credentials at about 1). */
  ratePerSecond: number;
  /** How long the API is left alone after 403 AssociateNotEligible. */
  cooldownMs: number;
  resilience: ResilienceOptions;
}

/** The partial error Amazon gives for an asin it does not know. */
const ITEM_NOT_FOUND = 'ItemNotFound';

/** An item error as operators read it. */
function describeItemError(error: CreatorsApiError): string {
  if (error.code === ITEM_NOT_FOUND) return 'Amazon does not know this ASIN (ItemNotFound)';
  return `Amazon could not return it: ${error.code}: ${error.message}`;
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
export class CreatorsApiProvider implements PriceProvider, CatalogueSource {
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
    const asins = targets.map((target) => target.asin);
    const responses = await this.getItems(asins, meter, PRICE_RESOURCES, signal);
    return this.toResult(asins, responses, this.clock.now().toISOString());
  }

  /** Whole listings (features, technical info, every picture, the offer) for an import. */
  async listings(asins: string[], meter: RequestMeter): Promise<ListingsResult> {
    const responses = await this.getItems(asins, meter, DETAIL_RESOURCES);
    const observedAt = this.clock.now().toISOString();
    const listings: RetailerListing[] = [];
    const failed: ListingsResult['failed'] = [];
    const answered = new Set<string>();
    for (const response of responses) {
      for (const item of response.itemsResult?.items ?? []) {
        answered.add(item.asin);
        const parsed = parseCreatorsItem(item);
        const listing = listingInputOf(item);
        listings.push({
          asin: item.asin,
          title: listing.title,
          brand: parsed.brand,
          listing,
          price: parsed.price,
          originalPrice: parsed.originalPrice,
          rating: parsed.rating ?? null,
          reviewCount: parsed.reviewCount ?? null,
          availability: parsed.availability,
          images: parsed.images,
          observedAt,
          source: this.source,
        });
      }
      for (const error of response.errors ?? []) {
        const asin = asinOfError(error.message, asins);
        if (!asin || answered.has(asin)) continue;
        answered.add(asin);
        failed.push({ asin, error: describeItemError(error) });
      }
    }
    for (const asin of asins.filter((a) => !answered.has(a))) {
      failed.push({ asin, error: 'Amazon did not return this item' });
    }
    return { source: this.source, listings, failed };
  }

  /** searchItems in the Laptops node: keywords, a price band (paise), one page of ten. */
  async searchLaptops(request: RetailerSearch, meter: RequestMeter): Promise<RetailerSearchPage> {
    const client = await this.usableClient();
    const search = this.throttle(() =>
      client.searchItems(
        {
          keywords: request.keywords,
          searchIndex: 'Computers',
          browseNodeId: LAPTOPS_BROWSE_NODE,
          ...(request.minPrice !== undefined ? { minPrice: request.minPrice * 100 } : {}),
          ...(request.maxPrice !== undefined ? { maxPrice: request.maxPrice * 100 } : {}),
          itemCount: SEARCH_PAGE_SIZE,
          itemPage: request.page,
        },
        meter,
      ),
    );
    const [response] = await this.settle([this.resilience.execute(() => search())]);
    const items = response.searchResult?.items ?? [];
    const total = response.searchResult?.totalResultCount ?? 0;
    return {
      source: this.source,
      products: items.map((item) => {
        const parsed = parseCreatorsItem(item);
        return {
          asin: item.asin,
          title: parsed.title ?? item.asin,
          brand: parsed.brand,
          imageUrl: parsed.imageUrl,
          price: parsed.price,
        };
      }),
      hasMore:
        items.length > 0 &&
        request.page < RETAILER_SEARCH_MAX_PAGE &&
        request.page * SEARCH_PAGE_SIZE < total,
    };
  }

  /** getItems in calls of ten, each throttled and retried; the first failure fails them all. */
  private async getItems(
    asins: string[],
    meter: RequestMeter,
    resources: readonly string[],
    signal?: AbortSignal,
  ): Promise<GetItemsResponse[]> {
    const client = await this.usableClient();
    // Every attempt, retries included, waits for its slot: a retry must not jump the queue. A run
    // that stops (the worker shutting down) stops waiting at once, and its queued calls, when
    // their slots come, are not sent: at 1 call a second a batch's queue is ten seconds long.
    const getItems = this.throttle((ids: string[], attempt: AbortSignal) => {
      attempt.throwIfAborted();
      return client.getItems(ids, meter, resources);
    });
    return this.settle(
      chunk(asins, MAX_ITEM_IDS).map((ids) =>
        this.resilience.execute((attempt) => untilAborted(getItems(ids, attempt), attempt), signal),
      ),
      signal,
    );
  }

  private async usableClient(): Promise<CreatorsApiClient> {
    await this.assertAvailable();
    if (!this.client)
      throw new ProviderUnavailableError(this.source, 'Amazon API is not configured');
    return this.client;
  }

  /**
   * Waits for every call; records the success, or turns the first failure into the answer. A
   * stopped run's calls say nothing about the provider: nothing is recorded.
   */
  private async settle<T>(calls: Promise<T>[], signal?: AbortSignal): Promise<T[]> {
    const settled = await Promise.allSettled(calls);
    signal?.throwIfAborted();
    const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failure) throw await this.failed(failure.reason);
    await this.states.recordSuccess(this.source, this.clock.now());
    return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
  }

  private toResult(
    asins: string[],
    responses: GetItemsResponse[],
    observedAt: string,
  ): FetchResult {
    const observations: PriceObservation[] = [];
    const offerless: OfferlessObservation[] = [];
    const missing: string[] = [];
    const errors: SyncRunError[] = [];
    const answered = new Set<string>();
    for (const response of responses) {
      for (const item of response.itemsResult?.items ?? []) {
        answered.add(item.asin);
        const parsed = parseCreatorsItem(item);
        const reviews = {
          ...(parsed.rating !== undefined ? { rating: parsed.rating } : {}),
          ...(parsed.reviewCount !== undefined ? { reviewCount: parsed.reviewCount } : {}),
        };
        if (parsed.price === null) {
          // Nothing to buy, but its availability and pictures are still news.
          offerless.push({
            asin: item.asin,
            ...reviews,
            availability: parsed.availability,
            images: parsed.images,
            observedAt,
            source: this.source,
          });
          errors.push({
            asin: item.asin,
            code: 'NoOffer',
            message:
              parsed.availability === 'out_of_stock'
                ? 'Out of stock on Amazon'
                : 'No offer on Amazon',
          });
          continue;
        }
        observations.push({
          asin: item.asin,
          currentPrice: parsed.price,
          originalPrice: parsed.originalPrice,
          ...reviews,
          availability: parsed.availability,
          images: parsed.images,
          observedAt,
          source: this.source,
        });
      }
      for (const error of response.errors ?? []) {
        const asin = asinOfError(error.message, asins);
        if (asin) answered.add(asin);
        if (asin && error.code === ITEM_NOT_FOUND && !missing.includes(asin)) missing.push(asin);
        errors.push({ ...(asin ? { asin } : {}), code: error.code, message: error.message });
      }
    }
    for (const asin of asins.filter((a) => !answered.has(a))) {
      errors.push({ asin, code: 'ItemNotFound', message: 'Not in the Amazon API answer' });
    }
    return { source: this.source, observations, offerless, missing, errors };
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

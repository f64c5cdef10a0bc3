import { Logger } from '@nestjs/common';
import {
  RETAILER_SEARCH_MAX_PAGE,
  type OfferlessObservation,
  type PriceObservation,
  type SyncRunError,
} from '@bli/contracts';
import { DomainError } from '@bli/server-kit';
import type { SyncClock } from '../../common/clock';
import type { ProviderStateRepository } from '../../state/provider-state.repository';
import { ProviderUnavailableError } from '../provider-errors';
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
import { KeepaTokenBudget } from './keepa-token.budget';
import { KeepaTokensExhaustedError, MAX_KEEPA_ASINS, type KeepaClient } from './keepa.client';
import {
  AMAZON_MEDIA_BASE_URL,
  keepaAvailability,
  keepaCurrentPrice,
  keepaImages,
  keepaListingInput,
  parseKeepaProduct,
} from './keepa.parser';
import type { KeepaEnvelope, KeepaProduct } from './keepa.types';

export interface KeepaProviderOptions {
  resilience: ResilienceOptions;
  /** amazon.in category for the product finder (laptops only). */
  categoryId?: number;
  /** Where Keepa's image names are served: Amazon's media host unless configured. */
  imageBaseUrl?: string;
}

/** 1 token per product plus up to 1 for rating=1: plan for the most it can cost. */
export const KEEPA_TOKENS_PER_PRODUCT = 2;
/** Product Finder: 10 tokens plus 1 per 100 asins (one page of 50). */
const QUERY_COST = 11;
/** The product finder's page: Keepa's smallest (50), five of our search pages. */
const QUERY_PAGE_SIZE = 50;
/** /search: 10 tokens a result page of up to 10 products. */
const SEARCH_COST = 10;
/** An import's /product: history of this many days, so a gone offer still shows as out of stock. */
const IMPORT_HISTORY_DAYS = 90;
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
export class KeepaProvider implements PriceProvider, CatalogueSource {
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
    const offerless: OfferlessObservation[] = [];
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
            imageBaseUrl: this.imageBaseUrl,
          });
          observations.push(...parsed.observations);
          if (parsed.offerless) offerless.push(parsed.offerless);
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
    // Keepa's productType 4 is a product Keepa does not track, not one Amazon no longer knows:
    // nothing is reported missing from here.
    return { source: this.source, observations, offerless, missing: [], errors };
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
    const response = await this.spend('a search', QUERY_COST, meter, () =>
      this.requireClient().query({
        current_NEW_gte: priceMin * 100,
        current_NEW_lte: priceMax * 100,
        productType: [0],
        ...this.categoryFilter(),
        sort: [['current_NEW', 'asc']],
        perPage: QUERY_PAGE_SIZE,
        page: 0,
      }),
    );
    return { asins: response.asinList ?? [], totalResults: response.totalResults ?? 0 };
  }

  /**
   * Laptops by keywords for operators: /search (10 tokens a page) without a price band; with
   * one, the product finder (title words and current price, 11 tokens) and /product for the
   * page's ten (1 token each). Fails fast with RATE_LIMITED when the plan cannot afford it.
   */
  async searchLaptops(request: RetailerSearch, meter: RequestMeter): Promise<RetailerSearchPage> {
    const banded = request.minPrice !== undefined || request.maxPrice !== undefined;
    if (!banded) {
      const response = await this.spend('a search', SEARCH_COST, meter, () =>
        this.requireClient().searchProducts(request.keywords, request.page - 1),
      );
      const products = response.products ?? [];
      return {
        source: this.source,
        products: products.filter((p) => p.productType === 0).map((p) => this.searchRow(p)),
        hasMore: products.length >= SEARCH_PAGE_SIZE && request.page < RETAILER_SEARCH_MAX_PAGE,
      };
    }
    const offset = (request.page - 1) * SEARCH_PAGE_SIZE;
    await this.affords('a search', QUERY_COST + SEARCH_PAGE_SIZE);
    const found = await this.spend('a search', QUERY_COST, meter, () =>
      this.requireClient().query({
        title: request.keywords,
        ...(request.minPrice !== undefined ? { current_NEW_gte: request.minPrice * 100 } : {}),
        ...(request.maxPrice !== undefined ? { current_NEW_lte: request.maxPrice * 100 } : {}),
        productType: [0],
        ...this.categoryFilter(),
        perPage: QUERY_PAGE_SIZE,
        page: Math.floor(offset / QUERY_PAGE_SIZE),
      }),
    );
    const asins = (found.asinList ?? []).slice(
      offset % QUERY_PAGE_SIZE,
      (offset % QUERY_PAGE_SIZE) + SEARCH_PAGE_SIZE,
    );
    if (asins.length === 0) return { source: this.source, products: [], hasMore: false };
    const response = await this.spend('a search', asins.length, meter, () =>
      this.requireClient().product(asins, { stats: 1 }),
    );
    const byAsin = new Map((response.products ?? []).map((p) => [p.asin, p]));
    return {
      source: this.source,
      products: asins
        .map((asin) => byAsin.get(asin))
        .filter((p): p is KeepaProduct => p?.productType === 0)
        .map((p) => this.searchRow(p)),
      hasMore:
        offset + SEARCH_PAGE_SIZE < (found.totalResults ?? 0) &&
        request.page < RETAILER_SEARCH_MAX_PAGE,
    };
  }

  /** Whole products for an import (/product with 90 days' history and the rating). */
  async listings(asins: string[], meter: RequestMeter): Promise<ListingsResult> {
    if (asins.length > MAX_KEEPA_ASINS) throw new Error(`at most ${MAX_KEEPA_ASINS} asins`);
    const response = await this.spend(
      'this import',
      asins.length * KEEPA_TOKENS_PER_PRODUCT,
      meter,
      () =>
        this.requireClient().product(asins, {
          stats: IMPORT_HISTORY_DAYS,
          days: IMPORT_HISTORY_DAYS,
          rating: true,
        }),
    );
    const fallbackTime = new Date(response.timestamp);
    const byAsin = new Map((response.products ?? []).map((p) => [p.asin, p]));
    const listings: RetailerListing[] = [];
    const failed: ListingsResult['failed'] = [];
    for (const asin of asins) {
      const product = byAsin.get(asin);
      if (!product) {
        failed.push({ asin, error: 'Keepa did not return this product' });
        continue;
      }
      if (product.productType !== 0) {
        failed.push({
          asin,
          error:
            product.productType === 4
              ? 'Keepa does not know this ASIN (productType 4)'
              : `Keepa has no product data for it (productType ${product.productType ?? 'missing'})`,
        });
        continue;
      }
      const parsed = parseKeepaProduct(product, {
        fallbackTime,
        imageBaseUrl: this.imageBaseUrl,
      });
      const current = parsed.error ? undefined : parsed.observations.at(-1);
      const listing = keepaListingInput(product);
      listings.push({
        asin,
        title: listing.title,
        brand: product.brand ?? null,
        listing,
        price: current?.currentPrice ?? null,
        originalPrice: current?.originalPrice ?? null,
        rating: current?.rating ?? null,
        reviewCount: current?.reviewCount ?? null,
        availability: keepaAvailability(product),
        images: keepaImages(product, this.imageBaseUrl) ?? [],
        observedAt:
          current?.observedAt ?? parsed.offerless?.observedAt ?? fallbackTime.toISOString(),
        source: this.source,
      });
    }
    return { source: this.source, listings, failed };
  }

  private get imageBaseUrl(): string {
    return this.options.imageBaseUrl ?? AMAZON_MEDIA_BASE_URL;
  }

  private categoryFilter() {
    return this.options.categoryId ? { categories_include: [this.options.categoryId] } : {};
  }

  private searchRow(product: KeepaProduct): RetailerSearchPage['products'][number] {
    const primary = keepaImages(product, this.imageBaseUrl)?.[0];
    return {
      asin: product.asin,
      title: product.title ?? product.asin,
      brand: product.brand ?? null,
      imageUrl: primary ? primary.sizes[0].url : null,
      price: keepaCurrentPrice(product),
    };
  }

  /** Fails fast with RATE_LIMITED unless the plan affords `cost` tokens now. */
  private async affords(what: string, cost: number): Promise<void> {
    await this.assertAvailable();
    await this.ensureKnown();
    const now = this.clock.now().getTime();
    if (this.budget.available(now) >= cost) return;
    const wait = this.budget.waitFor(now, cost);
    throw new DomainError(
      'RATE_LIMITED',
      `Keepa tokens are used up; ${what} costs ${cost}${wait === null ? '' : ` and enough are back in ${Math.ceil(wait / 60_000)} minute(s)`}`,
    );
  }

  /**
   * One call an operator waits for: `cost` tokens reserved from the plan (RATE_LIMITED at once
   * when it cannot afford them, and when Keepa answers 429 after all), retried and metered.
   */
  private async spend<T extends KeepaEnvelope>(
    what: string,
    cost: number,
    meter: RequestMeter,
    call: () => Promise<T>,
  ): Promise<T> {
    await this.affords(what, cost);
    const reservation = this.budget.reserve(cost);
    try {
      const response = await this.resilience.execute(() => call());
      await this.observe(response);
      meter.keepaTokens += response.tokensConsumed;
      return response;
    } catch (error) {
      if (error instanceof KeepaTokensExhaustedError) {
        meter.keepaRateLimited++;
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

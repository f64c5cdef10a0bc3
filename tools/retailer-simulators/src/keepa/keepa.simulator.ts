import type { IncomingMessage } from 'node:http';
import { systemClock, type Clock } from '../clock';
import {
  requestUrl,
  startHttpServer,
  type Reply,
  type RunningHttpServer,
} from '../http/http-server';
import { DEFAULT_DRIFT, priceAt, type DriftOptions } from '../products/price-drift';
import { ProductCatalogue } from '../products/product-catalogue';
import type { SimulatedProduct } from '../products/simulated-product';
import { keepaProduct, unknownProduct } from './keepa-products';
import { KeepaTokenBucket } from './keepa-token-bucket';

export interface KeepaSimulatorOptions {
  products: readonly SimulatedProduct[];
  apiKey: string;
  /** Tokens per minute. */
  refillRate?: number;
  /** Keepa refills once a minute; a shorter step scales the plan down in time for tests. */
  refillPeriodMs?: number;
  initialTokens?: number;
  drift?: Partial<DriftOptions>;
  clock?: Clock;
  port?: number;
  host?: string;
}

export interface KeepaStats {
  requests: number;
  /** 429 NOT_ENOUGH_TOKEN answers sent. */
  throttled: number;
  productsServed: number;
  largestBatch: number;
  byStatus: Record<number, number>;
}

const INDIA = '10';
const LAPTOPS_CATEGORY = 1375424031;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Keepa's API for domain 10 (amazon.in) on one loopback port: /product, /token and /query, every
 * body gzip-encoded with the token envelope, a token bucket that answers 429 at a balance ≤ 0.
 */
export class KeepaSimulator {
  private readonly catalogue: ProductCatalogue;
  private readonly clock: Clock;
  private readonly drift: DriftOptions;
  /** When Keepa last refreshed each product: it refreshes what is older than `update` hours. */
  private readonly refreshedAt = new Map<string, number>();
  private server: RunningHttpServer | null = null;
  readonly bucket: KeepaTokenBucket;
  readonly stats: KeepaStats = {
    requests: 0,
    throttled: 0,
    productsServed: 0,
    largestBatch: 0,
    byStatus: {},
  };

  constructor(private readonly options: KeepaSimulatorOptions) {
    this.catalogue = new ProductCatalogue(options.products);
    this.clock = options.clock ?? systemClock;
    this.drift = { ...DEFAULT_DRIFT, ...options.drift };
    this.bucket = new KeepaTokenBucket({
      refillRate: options.refillRate ?? 20,
      refillPeriodMs: options.refillPeriodMs,
      initialTokens: options.initialTokens,
      clock: this.clock,
    });
  }

  async start(): Promise<string> {
    this.server = await startHttpServer(
      async (request, body) => {
        this.stats.requests++;
        const reply = { ...(await this.handle(request, body)), gzip: true };
        this.stats.byStatus[reply.status] = (this.stats.byStatus[reply.status] ?? 0) + 1;
        return reply;
      },
      this.options.port ?? 0,
      this.options.host,
    );
    return this.server.url;
  }

  get url(): string {
    if (!this.server) throw new Error('Keepa simulator not started');
    return this.server.url;
  }

  async stop(): Promise<void> {
    await this.server?.close();
    this.server = null;
  }

  /** The price Keepa would report for an asin refreshed right now, in rupees. */
  priceOf(asin: string): number | undefined {
    const product = this.catalogue.get(asin);
    return product ? priceAt(product, this.clock(), this.drift) : undefined;
  }

  private envelope(consumed: number) {
    const now = this.clock();
    return {
      timestamp: now,
      tokensLeft: this.bucket.balance,
      refillIn: this.bucket.refillIn,
      refillRate: this.bucket.refillRate,
      tokenFlowReduction: 0,
      tokensConsumed: consumed,
      processingTimeInMs: 1,
    };
  }

  private error(status: number, type: string, message: string, details?: unknown): Reply {
    return {
      status,
      body: { ...this.envelope(0), error: { type, message, details: details ?? null } },
    };
  }

  private handle(request: IncomingMessage, body: Buffer): Reply {
    const url = requestUrl(request);
    const path = url.pathname.replace(/^\/+/, '');
    if (url.searchParams.get('key') !== this.options.apiKey) {
      return this.error(400, 'invalidKey', 'Invalid or missing access key');
    }
    if (path === 'token' && request.method === 'GET') {
      return { status: 200, body: this.envelope(0) };
    }
    if (path !== 'product' && path !== 'query') {
      return this.error(404, 'notFound', `Unknown endpoint /${path}`);
    }
    if (url.searchParams.get('domain') !== INDIA) {
      return this.error(400, 'invalidDomain', 'This simulator serves domain 10 (amazon.in) only');
    }
    if (!this.bucket.canSpend()) {
      this.stats.throttled++;
      return { status: 429, body: this.envelope(0) };
    }
    if (path === 'product' && request.method === 'GET') return this.product(url.searchParams);
    if (path === 'query' && (request.method === 'GET' || request.method === 'POST')) {
      const raw =
        request.method === 'POST' ? body.toString('utf8') : url.searchParams.get('selection');
      return this.query(raw);
    }
    return this.error(405, 'methodNotAllowed', `${request.method} not allowed on /${path}`);
  }

  private product(params: URLSearchParams): Reply {
    const asins = (params.get('asin') ?? '').split(',').filter(Boolean);
    if (asins.length === 0 || asins.length > 100) {
      return this.error(400, 'invalidParameter', 'asin takes 1 to 100 ASINs', {
        asin: asins.length,
      });
    }
    const malformed = asins.filter((asin) => !/^[A-Z0-9]{10}$/.test(asin));
    if (malformed.length > 0) {
      return this.error(400, 'invalidParameter', 'Malformed ASIN', { asin: malformed });
    }
    const flag = (name: string) => params.get(name) === '1';
    const update = params.has('update') ? Number(params.get('update')) : 1;
    const daysParam = params.get('days');
    const days = daysParam === null ? undefined : Number(daysParam);
    if (!Number.isFinite(update) || (days !== undefined && !(days > 0))) {
      return this.error(400, 'invalidParameter', 'update and days must be numbers');
    }
    const now = this.clock();
    let cost = 0;
    const products = asins.map((asin) => {
      const product = this.catalogue.get(asin);
      cost += 1;
      if (!product) return unknownProduct(asin);
      const last = this.refreshedAt.get(asin);
      if (update >= 0 && (last === undefined || now - last >= update * HOUR_MS)) {
        this.refreshedAt.set(asin, now);
      } else if (update === 0) {
        cost += 1;
      }
      if (flag('rating') && product.rating !== null) cost += 1;
      if (flag('buybox')) cost += 2;
      return keepaProduct(product, {
        refreshedAt: this.refreshedAt.get(asin) ?? now,
        days,
        history: params.get('history') !== '0',
        rating: flag('rating'),
        stats: params.has('stats'),
        drift: this.drift,
      });
    });
    this.bucket.charge(cost);
    this.stats.productsServed += asins.length;
    this.stats.largestBatch = Math.max(this.stats.largestBatch, asins.length);
    return { status: 200, body: { ...this.envelope(cost), products } };
  }

  /** Product Finder: current price ranges in paise, category, brand; asins only. */
  private query(raw: string | null): Reply {
    let selection: Record<string, unknown>;
    try {
      selection = JSON.parse(raw ?? '') as Record<string, unknown>;
    } catch {
      return this.error(400, 'invalidParameter', 'selection must be JSON');
    }
    const perPage = Math.max(50, Number(selection.perPage ?? 50));
    const page = Number(selection.page ?? 0);
    if (!Number.isInteger(page) || page < 0 || (page + 1) * perPage > 10_000) {
      return this.error(400, 'invalidParameter', 'page × perPage must stay within 10000');
    }
    const now = this.clock();
    const bound = (name: string) =>
      typeof selection[name] === 'number' ? (selection[name] as number) : undefined;
    const ranges = ['AMAZON', 'NEW'].map((type) => ({
      gte: bound(`current_${type}_gte`),
      lte: bound(`current_${type}_lte`),
    }));
    const brand = typeof selection.brand === 'string' ? selection.brand.toLowerCase() : undefined;
    // Every simulated product is a laptop (amazon.in category 1375424031).
    const categories = Array.isArray(selection.categories_include)
      ? (selection.categories_include as number[])
      : [LAPTOPS_CATEGORY];
    if (!categories.includes(LAPTOPS_CATEGORY)) {
      const cost = 10;
      this.bucket.charge(cost);
      return { status: 200, body: { ...this.envelope(cost), asinList: [], totalResults: 0 } };
    }
    const matches = this.catalogue
      .all()
      .filter((product) => product.available !== false)
      .filter((product) => !brand || product.brand.toLowerCase() === brand)
      .map((product) => ({ asin: product.asin, paise: priceAt(product, now, this.drift) * 100 }))
      .filter(({ paise }) =>
        ranges.every(
          ({ gte, lte }) =>
            (gte === undefined || paise >= gte) && (lte === undefined || paise <= lte),
        ),
      )
      .sort((a, b) => a.paise - b.paise || a.asin.localeCompare(b.asin));
    const asinList = matches.slice(page * perPage, (page + 1) * perPage).map((m) => m.asin);
    const cost = 10 + Math.ceil(asinList.length / 100);
    this.bucket.charge(cost);
    return {
      status: 200,
      body: { ...this.envelope(cost), asinList, totalResults: matches.length },
    };
  }
}

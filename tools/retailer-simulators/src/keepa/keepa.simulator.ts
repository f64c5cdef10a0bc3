import type { IncomingMessage } from 'node:http';
import { systemClock, type Clock } from '../clock';
import { requestUrl, startHttpServer, type Reply, type RunningHttpServer } from '@bli/dev-infra';
import { ProductImages } from '../images/product-images';
import { DEFAULT_DRIFT, priceAt, type DriftOptions } from '../products/price-drift';
import { ProductCatalogue } from '../products/product-catalogue';
import { availabilityOf, modelOf, releaseDateOf } from '../products/product-details';
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
/** /search: results per page, pages (0–9), results without `page`, tokens per result page. */
const SEARCH_PAGE_SIZE = 10;
const SEARCH_PAGES = 10;
const SEARCH_UNPAGED = 40;
const SEARCH_PAGE_COST = 10;
/** Keepa's negation prefix for string filters. */
const NOT = '✜';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9.+]+/)
    .filter(Boolean);
const containsWords = (query: string, text: string) => {
  const tokens = words(text);
  return words(query).every((word) => tokens.some((token) => token.startsWith(word)));
};

/**
 * Keepa's API for domain 10 (amazon.in) on one loopback port: /product, /token and /query, every
 * body gzip-encoded with the token envelope, a token bucket that answers 429 at a balance ≤ 0.
 */
export class KeepaSimulator {
  private readonly catalogue: ProductCatalogue;
  readonly images: ProductImages;
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
    this.images = new ProductImages(options.products);
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
        // Pictures: Keepa names them, the media host serves them; this server plays that host.
        const picture = this.images.serve(request, requestUrl(request).pathname);
        if (picture) return picture;
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
    if (path !== 'product' && path !== 'query' && path !== 'search') {
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
    if (path === 'search' && request.method === 'GET') return this.search(url.searchParams);
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
        images: this.images,
      });
    });
    this.bucket.charge(cost);
    this.stats.productsServed += asins.length;
    this.stats.largestBatch = Math.max(this.stats.largestBatch, asins.length);
    return { status: 200, body: { ...this.envelope(cost), products } };
  }

  /** The asins whose title, brand or model hold every word of `term`, newest listing first. */
  private matching(term: string): SimulatedProduct[] {
    return this.catalogue
      .all()
      .filter((product) =>
        containsWords(term, `${product.title} ${product.brand} ${modelOf(product)}`),
      )
      .sort((a, b) => releaseDateOf(b).localeCompare(releaseDateOf(a)));
  }

  /**
   * Keyword search (`type=product`): 10 tokens per result page of up to 10 products, `page`
   * 0–9; without `page` the first 40 results (up to 4 pages' cost). `asins-only=1` answers
   * `asinList` instead of products. `type=category` looks up the Laptops category (1 token).
   */
  private search(params: URLSearchParams): Reply {
    const type = params.get('type');
    const term = (params.get('term') ?? '').trim();
    if (!term) return this.error(400, 'invalidParameter', 'term is required');
    if (type === 'category') {
      this.bucket.charge(1);
      const found = containsWords(term, 'laptops notebooks computers accessories');
      return {
        status: 200,
        body: {
          ...this.envelope(1),
          categories: found
            ? {
                [LAPTOPS_CATEGORY]: { catId: LAPTOPS_CATEGORY, name: 'Laptops', parent: 976392031 },
              }
            : {},
        },
      };
    }
    if (type !== 'product') {
      return this.error(400, 'invalidParameter', 'type must be product or category', { type });
    }
    const pageParam = params.get('page');
    const page = pageParam === null ? null : Number(pageParam);
    if (page !== null && (!Number.isInteger(page) || page < 0 || page >= SEARCH_PAGES)) {
      return this.error(400, 'invalidParameter', 'page must be 0 to 9', { page: pageParam });
    }
    const all = this.matching(term);
    const found =
      page === null
        ? all.slice(0, SEARCH_UNPAGED)
        : all.slice(page * SEARCH_PAGE_SIZE, (page + 1) * SEARCH_PAGE_SIZE);
    const cost = SEARCH_PAGE_COST * Math.max(1, Math.ceil(found.length / SEARCH_PAGE_SIZE));
    this.bucket.charge(cost);
    if (params.get('asins-only') === '1') {
      return {
        status: 200,
        body: {
          ...this.envelope(cost),
          asinList: found.map((p) => p.asin),
          totalResults: all.length,
        },
      };
    }
    const now = this.clock();
    const products = found.map((product) =>
      keepaProduct(product, {
        refreshedAt: this.refreshedAt.get(product.asin) ?? now,
        history: params.get('history') === '1',
        rating: params.get('rating') === '1',
        stats: params.has('stats'),
        drift: this.drift,
        images: this.images,
      }),
    );
    this.stats.productsServed += products.length;
    return { status: 200, body: { ...this.envelope(cost), products } };
  }

  /**
   * Product Finder: current price ranges in paise, category, brand and title (strings
   * case-insensitive, `✜` negates, arrays OR), rating, availability; asins only, sorted by
   * `sort` (current_SALES ascending by default).
   */
  private query(raw: string | null): Reply {
    let selection: Record<string, unknown>;
    try {
      selection = JSON.parse(raw ?? '') as Record<string, unknown>;
    } catch {
      return this.error(400, 'invalidParameter', 'selection must be JSON');
    }
    if (typeof selection !== 'object' || selection === null || Array.isArray(selection)) {
      return this.error(400, 'invalidParameter', 'selection must be a JSON object');
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
    const priced = ranges.some(({ gte, lte }) => gte !== undefined || lte !== undefined);
    const strings = (name: string): string[] | undefined => {
      const value = selection[name];
      if (value === undefined) return undefined;
      return (Array.isArray(value) ? value : [value]).map((v) => String(v).toLowerCase());
    };
    /** ORed values; a `✜` value must not match. */
    const stringFilter = (values: string[] | undefined, test: (value: string) => boolean) => {
      if (!values) return true;
      const excluded = values.filter((v) => v.startsWith(NOT)).map((v) => v.slice(NOT.length));
      const wanted = values.filter((v) => !v.startsWith(NOT));
      return (
        excluded.every((v) => !test(v)) && (wanted.length === 0 || wanted.some((v) => test(v)))
      );
    };
    const brands = strings('brand');
    const titles = strings('title');
    const minRating = bound('current_RATING_gte');
    const availabilityAmazon = selection.availabilityAmazon as number | number[] | undefined;
    // Every simulated product is a laptop (amazon.in category 1375424031).
    const categories = Array.isArray(selection.categories_include)
      ? (selection.categories_include as number[])
      : [LAPTOPS_CATEGORY];
    const root = bound('rootCategory');
    if (!categories.includes(LAPTOPS_CATEGORY) || (root !== undefined && root !== 976392031)) {
      const cost = 10;
      this.bucket.charge(cost);
      return { status: 200, body: { ...this.envelope(cost), asinList: [], totalResults: 0 } };
    }
    const matches = this.catalogue
      .all()
      .map((product) => {
        const inStock = availabilityOf(product) === 'IN_STOCK';
        return {
          product,
          paise: inStock ? priceAt(product, now, this.drift) * 100 : -1,
          amazon: inStock ? 0 : -1,
        };
      })
      // A price filter only matches products with an offer (Keepa's -1 is no price).
      .filter(({ paise }) => !priced || paise >= 0)
      .filter(({ product }) =>
        stringFilter(brands, (brand) => product.brand.toLowerCase() === brand),
      )
      .filter(({ product }) => stringFilter(titles, (title) => containsWords(title, product.title)))
      .filter(
        ({ product }) =>
          minRating === undefined || Math.round((product.rating ?? 0) * 10) >= minRating,
      )
      .filter(
        ({ amazon }) =>
          availabilityAmazon === undefined ||
          (Array.isArray(availabilityAmazon) ? availabilityAmazon : [availabilityAmazon]).includes(
            amazon,
          ),
      )
      .filter(({ paise }) =>
        ranges.every(
          ({ gte, lte }) =>
            (gte === undefined || paise >= gte) && (lte === undefined || paise <= lte),
        ),
      );
    const sorts = Array.isArray(selection.sort) ? (selection.sort as [string, string][]) : [];
    const [field, direction] = sorts[0] ?? ['default', 'asc'];
    const sign = direction === 'desc' ? -1 : 1;
    const key = (m: (typeof matches)[number]): number | string => {
      if (field === 'current_NEW' || field === 'current_AMAZON') return m.paise;
      if (field === 'current_RATING') return m.product.rating ?? -1;
      if (field === 'listedSince') return releaseDateOf(m.product);
      // current_SALES: the simulated rank grows with the base price (cheap laptops sell more).
      if (field === 'current_SALES') return m.product.basePrice;
      // No sort given: by current price, what the sales rank roughly follows.
      return m.paise;
    };
    matches.sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      const order = ka < kb ? -1 : ka > kb ? 1 : 0;
      return sign * order || a.product.asin.localeCompare(b.product.asin);
    });
    const asinList = matches.slice(page * perPage, (page + 1) * perPage).map((m) => m.product.asin);
    const cost = 10 + Math.ceil(asinList.length / 100);
    this.bucket.charge(cost);
    return {
      status: 200,
      body: { ...this.envelope(cost), asinList, totalResults: matches.length },
    };
  }
}

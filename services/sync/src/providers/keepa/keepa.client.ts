import { jsonBody, type OutboundHttp } from '../../http/outbound-http';
import { ProviderHttpError } from '../provider-errors';
import type { KeepaEnvelope, KeepaProductResponse, KeepaQueryResponse } from './keepa.types';

export interface KeepaClientOptions {
  apiKey: string;
  baseUrl: string;
}

/** amazon.in is Keepa domain 10. */
export const KEEPA_INDIA = 10;
/** /product takes at most 100 asins per call. */
export const MAX_KEEPA_ASINS = 100;

/** 429 NOT_ENOUGH_TOKEN, with the envelope that says when tokens come back. */
export class KeepaTokensExhaustedError extends ProviderHttpError {
  constructor(readonly envelope: KeepaEnvelope) {
    super('keepa', 429, 'NOT_ENOUGH_TOKEN', 'Keepa has no tokens left', false);
    this.name = 'KeepaTokensExhaustedError';
  }
}

export interface ProductOptions {
  /** History of the last N days only. */
  days?: number;
  /** Adds the stats object (free). */
  stats?: number;
  /** Adds csv RATING and COUNT_REVIEWS (up to 1 more token per product). */
  rating?: boolean;
}

/**
 * Keepa's protocol (docs/retailer-apis.md §B): GET with the key and domain in the query, gzip
 * bodies (fetch unpacks them), and the token envelope on every answer, errors included.
 */
export class KeepaClient {
  constructor(
    private readonly http: OutboundHttp,
    private readonly options: KeepaClientOptions,
  ) {}

  product(asins: string[], options: ProductOptions = {}): Promise<KeepaProductResponse> {
    if (asins.length < 1 || asins.length > MAX_KEEPA_ASINS) {
      throw new Error(`/product takes 1 to ${MAX_KEEPA_ASINS} asins, not ${asins.length}`);
    }
    return this.get<KeepaProductResponse>('product', {
      domain: String(KEEPA_INDIA),
      asin: asins.join(','),
      ...(options.stats !== undefined ? { stats: String(options.stats) } : {}),
      ...(options.days !== undefined ? { days: String(options.days) } : {}),
      ...(options.rating ? { rating: '1' } : {}),
    });
  }

  /**
   * Keyword search for products (`type=product`): one page of up to 10, 10 tokens a page, with
   * the stats object (free) for the current price.
   */
  searchProducts(term: string, page: number): Promise<KeepaProductResponse> {
    return this.get<KeepaProductResponse>('search', {
      domain: String(KEEPA_INDIA),
      type: 'product',
      term,
      page: String(page),
      stats: '1',
    });
  }

  /** Free: only the envelope. */
  token(): Promise<KeepaEnvelope> {
    return this.get<KeepaEnvelope>('token', {});
  }

  /** Product Finder; costs 10 tokens plus 1 per 100 asins returned. */
  query(selection: Record<string, unknown>): Promise<KeepaQueryResponse> {
    return this.get<KeepaQueryResponse>('query', {
      domain: String(KEEPA_INDIA),
      selection: JSON.stringify(selection),
    });
  }

  private async get<T extends KeepaEnvelope>(
    path: string,
    params: Record<string, string>,
  ): Promise<T> {
    const url = new URL(`${this.options.baseUrl.replace(/\/+$/, '')}/${path}`);
    url.searchParams.set('key', this.options.apiKey);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const response = await this.http.request({ method: 'GET', url: url.toString() });
    const body = jsonBody<T>(response);
    if (response.ok && body && typeof body.tokensLeft === 'number') return body;
    if (response.status === 429 && body) throw new KeepaTokensExhaustedError(body);
    const code = body?.error?.type ?? `HTTP ${response.status}`;
    const message = this.http.redactor.redact(
      `Keepa answered ${response.status} ${code}: ${body?.error?.message ?? response.text.slice(0, 200)}`,
    );
    return Promise.reject(
      new ProviderHttpError('keepa', response.status, code, message, response.status >= 500),
    );
  }
}

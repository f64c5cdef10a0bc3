import type { SyncClock } from '../../common/clock';
import { jsonBody, type OutboundHttp, type OutboundResponse } from '../../http/outbound-http';
import { ProviderHttpError } from '../provider-errors';
import type { RequestMeter } from '../price-provider';
import {
  PRICE_RESOURCES,
  SEARCH_RESOURCES,
  type CreatorsApiErrorBody,
  type GetItemsResponse,
  type SearchItemsRequest,
  type SearchItemsResponse,
} from './creators-api.types';

export interface CreatorsApiClientOptions {
  credentialId: string;
  credentialSecret: string;
  /** 3.2: Login with Amazon (JSON body); 2.2: Cognito (form body, "Version 2.2" on calls). */
  version: '2.2' | '3.2';
  tokenUrl: string;
  baseUrl: string;
  partnerTag: string;
  marketplace?: string;
}

/** Amazon allows at most 10 item ids per getItems call. */
export const MAX_ITEM_IDS = 10;
/** Tokens are used until this long before they expire (as Amazon's own SDK does). */
const TOKEN_MARGIN_MS = 30_000;

/** 403 AssociateNotEligible: the account lacks the qualifying sales; not worth retrying soon. */
export class AssociateNotEligibleError extends ProviderHttpError {
  constructor(message: string) {
    super('creators-api', 403, 'AssociateNotEligible', message, false);
    this.name = 'AssociateNotEligibleError';
  }
}

/**
 * The Creators API protocol (docs/retailer-apis.md §A2): OAuth2 client credentials, a cached bearer
 * token refreshed shortly before expiry or once on 401, and POST JSON catalog calls for
 * www.amazon.in. Budgets and retries live a level up, in the provider.
 */
export class CreatorsApiClient {
  private token: { value: string; expiresAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;

  constructor(
    private readonly http: OutboundHttp,
    private readonly options: CreatorsApiClientOptions,
    private readonly clock: SyncClock,
  ) {}

  /** Items by asin with `resources` (a price refresh's by default). */
  async getItems(
    itemIds: string[],
    meter: RequestMeter,
    resources: readonly string[] = PRICE_RESOURCES,
  ): Promise<GetItemsResponse> {
    if (itemIds.length < 1 || itemIds.length > MAX_ITEM_IDS) {
      throw new Error(`getItems takes 1 to ${MAX_ITEM_IDS} item ids, not ${itemIds.length}`);
    }
    try {
      return await this.call<GetItemsResponse>(
        'getItems',
        {
          partnerTag: this.options.partnerTag,
          itemIds,
          condition: 'New',
          languagesOfPreference: ['en_IN'],
          resources,
        },
        meter,
      );
    } catch (error) {
      // 404 ResourceNotFoundException: none of the ids is known; report each, not the call.
      if (error instanceof ProviderHttpError && error.status === 404) {
        return {
          itemsResult: { items: [] },
          errors: itemIds.map((id) => ({
            code: 'ItemNotFound',
            message: `${id}: ${error.message}`,
          })),
        };
      }
      throw error;
    }
  }

  /** A page of search results with `resources` (a result row's by default). */
  async searchItems(
    request: SearchItemsRequest,
    meter: RequestMeter,
    resources: readonly string[] = SEARCH_RESOURCES,
  ): Promise<SearchItemsResponse> {
    try {
      return await this.call<SearchItemsResponse>(
        'searchItems',
        {
          partnerTag: this.options.partnerTag,
          searchIndex: 'Computers',
          itemCount: 10,
          ...request,
          resources,
        },
        meter,
      );
    } catch (error) {
      if (error instanceof ProviderHttpError && error.status === 404) {
        return { searchResult: { totalResultCount: 0, items: [] } };
      }
      throw error;
    }
  }

  /** Forgets the cached token (the next call fetches a new one). */
  invalidateToken(): void {
    this.token = null;
  }

  private async call<T>(operation: string, body: object, meter: RequestMeter): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      meter.creatorsApiRequests++;
      const response = await this.http.request({
        method: 'POST',
        url: `${this.options.baseUrl}/catalog/v1/${operation}`,
        headers: {
          authorization:
            this.options.version === '2.2' ? `Bearer ${token}, Version 2.2` : `Bearer ${token}`,
          'content-type': 'application/json; charset=utf-8',
          'x-marketplace': this.options.marketplace ?? 'www.amazon.in',
        },
        body: JSON.stringify(body),
      });
      if (response.ok) {
        const parsed = jsonBody<T>(response);
        if (parsed === null) throw this.error(response, 'the answer is not JSON');
        return parsed;
      }
      // An expired or revoked token: fetch a new one and try once more.
      if (response.status === 401 && attempt === 0) {
        this.invalidateToken();
        continue;
      }
      throw this.error(response);
    }
  }

  private error(response: OutboundResponse, why?: string): ProviderHttpError {
    const body = jsonBody<CreatorsApiErrorBody>(response) ?? {};
    const code = body.reason ?? body.type ?? `HTTP ${response.status}`;
    const detail = why ?? body.message ?? response.text.slice(0, 200);
    const message = this.http.redactor.redact(
      `Amazon API answered ${response.status} ${code}: ${detail}`,
    );
    if (response.status === 403 && body.reason === 'AssociateNotEligible') {
      return new AssociateNotEligibleError(message);
    }
    const retryable = response.status === 429 || response.status >= 500;
    return new ProviderHttpError('creators-api', response.status, code, message, retryable);
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.clock.now().getTime() < this.token.expiresAt - TOKEN_MARGIN_MS) {
      return this.token.value;
    }
    // One token request at a time, however many calls are waiting for it.
    this.pendingToken ??= this.fetchToken().finally(() => (this.pendingToken = null));
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const { credentialId, credentialSecret, version } = this.options;
    const fields = {
      grant_type: 'client_credentials',
      client_id: credentialId,
      client_secret: credentialSecret,
      scope: version === '3.2' ? 'creatorsapi::default' : 'creatorsapi/default',
    };
    const response = await this.http.request({
      method: 'POST',
      url: this.options.tokenUrl,
      headers:
        version === '3.2'
          ? { 'content-type': 'application/json' }
          : { 'content-type': 'application/x-www-form-urlencoded' },
      body: version === '3.2' ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
    });
    const body = jsonBody<{
      access_token?: string;
      expires_in?: number;
      error?: string;
    }>(response);
    if (!response.ok || !body?.access_token) {
      this.token = null;
      const code = body?.error ?? `HTTP ${response.status}`;
      throw new ProviderHttpError(
        'creators-api',
        response.status === 200 ? 502 : response.status,
        code,
        this.http.redactor.redact(`Amazon API token request answered ${response.status} ${code}`),
        response.status === 429 || response.status >= 500,
      );
    }
    this.http.redactor.add(body.access_token);
    const lifetimeSeconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    this.token = {
      value: body.access_token,
      expiresAt: this.clock.now().getTime() + lifetimeSeconds * 1000,
    };
    return body.access_token;
  }
}

import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { systemClock, type Clock } from '../clock';
import { requestUrl, startHttpServer, type Reply, type RunningHttpServer } from '@bli/dev-infra';
import { ProductImages } from '../images/product-images';
import { DEFAULT_DRIFT, priceAt, type DriftOptions } from '../products/price-drift';
import { ProductCatalogue } from '../products/product-catalogue';
import type { SimulatedProduct } from '../products/simulated-product';
import { itemFor, LAPTOPS_BROWSE_NODE, type ItemContext } from './creators-api-items';
import { CREATORS_API_RESOURCES } from './creators-api-resources';
import { searchItems } from './creators-api-search';

export interface CreatorsApiSimulatorOptions {
  products: readonly SimulatedProduct[];
  credentialId: string;
  credentialSecret: string;
  /** Requests per second above which catalog calls get 429 (a bucket of this many tokens). */
  tps?: number;
  /** Lifetime of an access token, in seconds. */
  tokenLifetimeSeconds?: number;
  /** False: every catalog call answers 403 AssociateNotEligible. */
  eligible?: boolean;
  marketplace?: string;
  drift?: Partial<DriftOptions>;
  clock?: Clock;
  port?: number;
  host?: string;
  /**
   * Base of the picture URLs in answers (`<base>/images/I/<id>._SL500_.png`); default this
   * simulator's own URL, which serves them. Set it when browsers reach the simulator by
   * another name (a published port, a proxy).
   */
  mediaBaseUrl?: string;
}

export interface CreatorsApiStats {
  tokenRequests: number;
  catalogRequests: number;
  /** Item ids asked for in getItems calls. */
  itemsRequested: number;
  /** 429 answers sent. */
  throttled: number;
  /** Largest itemIds list seen (the API allows 10). */
  largestBatch: number;
  byStatus: Record<number, number>;
}

interface IssuedToken {
  expiresAt: number;
  /** 2.x credentials (Cognito) must name their version in the Authorization header. */
  version: '2.2' | '3.2';
}

const LWA_SCOPE = 'creatorsapi::default';
const COGNITO_SCOPE = 'creatorsapi/default';
const OPERATIONS = ['getItems', 'searchItems', 'getVariations', 'getBrowseNodes'] as const;
const ASIN = /^[A-Z0-9]{10}$/;

const validation = (
  message: string,
  fieldList: { name: string; message: string }[] = [],
): Reply => ({
  status: 400,
  body: { type: 'ValidationException', message, reason: 'FieldValidationFailed', fieldList },
});

/**
 * Amazon's Creators API for www.amazon.in on one loopback port: the OAuth2 token endpoints of
 * both credential generations (LwA 3.x JSON or Basic, Cognito 2.x form) and the catalog
 * operations with Amazon's error bodies, a TPS limit and an eligibility switch.
 */
export class CreatorsApiSimulator {
  private readonly catalogue: ProductCatalogue;
  readonly images: ProductImages;
  private readonly clock: Clock;
  private readonly tokens = new Map<string, IssuedToken>();
  private readonly drift: DriftOptions;
  private readonly tps: number;
  private bucket: number;
  private bucketAt: number;
  private failures: { status: number; remaining: number } | null = null;
  private server: RunningHttpServer | null = null;
  eligible: boolean;
  readonly stats: CreatorsApiStats = {
    tokenRequests: 0,
    catalogRequests: 0,
    itemsRequested: 0,
    throttled: 0,
    largestBatch: 0,
    byStatus: {},
  };

  constructor(private readonly options: CreatorsApiSimulatorOptions) {
    this.catalogue = new ProductCatalogue(options.products);
    this.images = new ProductImages(options.products);
    this.clock = options.clock ?? systemClock;
    this.drift = { ...DEFAULT_DRIFT, ...options.drift };
    this.tps = options.tps ?? 1;
    this.bucket = Math.max(1, this.tps);
    this.bucketAt = this.clock();
    this.eligible = options.eligible ?? true;
  }

  async start(): Promise<string> {
    this.server = await startHttpServer(
      async (request, body) => {
        const reply = await this.handle(request, body);
        this.stats.byStatus[reply.status] = (this.stats.byStatus[reply.status] ?? 0) + 1;
        return reply;
      },
      this.options.port ?? 0,
      this.options.host,
    );
    return this.server.url;
  }

  get url(): string {
    if (!this.server) throw new Error('Creators API simulator not started');
    return this.server.url;
  }

  /** LwA (3.2) token URL; the Cognito (2.2) one is `${url}/oauth2/token`. */
  get tokenUrl(): string {
    return `${this.url}/auth/o2/token`;
  }

  async stop(): Promise<void> {
    await this.server?.close();
    this.server = null;
  }

  /** The next `count` catalog calls answer `status` (e.g. 500) before anything else is checked. */
  failNext(status: number, count = 1): void {
    this.failures = { status, remaining: count };
  }

  /** Forget every issued token, as if they had all expired. */
  expireTokens(): void {
    for (const token of this.tokens.values()) token.expiresAt = 0;
  }

  /** The price getItems answers for an asin right now. */
  priceOf(asin: string): number | undefined {
    const product = this.catalogue.get(asin);
    return product ? priceAt(product, this.clock(), this.drift) : undefined;
  }

  /** Where answers point pictures: the configured media base, else this server. */
  get mediaBaseUrl(): string {
    return (this.options.mediaBaseUrl ?? this.url).replace(/\/+$/, '');
  }

  private context(partnerTag: string): ItemContext {
    return {
      images: this.images,
      mediaBaseUrl: this.mediaBaseUrl,
      partnerTag,
      at: this.clock(),
      drift: this.drift,
    };
  }

  private handle(request: IncomingMessage, body: Buffer): Reply {
    const url = requestUrl(request);
    const picture = this.images.serve(request, url.pathname);
    if (picture) return picture;
    if (request.method === 'POST' && url.pathname === '/auth/o2/token') {
      return this.issueToken(request, body, '3.2');
    }
    if (request.method === 'POST' && url.pathname === '/oauth2/token') {
      return this.issueToken(request, body, '2.2');
    }
    if (url.pathname.startsWith('/__simulator/')) return this.control(request, url, body);
    const operation = OPERATIONS.find((name) => url.pathname === `/catalog/v1/${name}`);
    if (request.method === 'POST' && operation) return this.catalog(operation, request, body);
    return { status: 404, body: { type: 'UnknownOperationException', message: 'Not found' } };
  }

  private issueToken(request: IncomingMessage, body: Buffer, version: '2.2' | '3.2'): Reply {
    this.stats.tokenRequests++;
    const type = request.headers['content-type'] ?? '';
    let fields: Record<string, string> = {};
    try {
      fields = type.includes('application/json')
        ? (JSON.parse(body.toString('utf8')) as Record<string, string>)
        : Object.fromEntries(new URLSearchParams(body.toString('utf8')));
    } catch {
      return { status: 400, body: { error: 'invalid_request' } };
    }
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    if (basic) {
      const [id, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
      fields = { ...fields, client_id: id, client_secret: secret };
    }
    if (fields.grant_type !== 'client_credentials') {
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
    if (fields.scope !== (version === '3.2' ? LWA_SCOPE : COGNITO_SCOPE)) {
      return { status: 400, body: { error: 'invalid_scope' } };
    }
    if (
      fields.client_id !== this.options.credentialId ||
      fields.client_secret !== this.options.credentialSecret
    ) {
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client authentication failed' },
      };
    }
    const expiresIn = this.options.tokenLifetimeSeconds ?? 3600;
    const accessToken = randomBytes(24).toString('base64url');
    this.tokens.set(accessToken, { expiresAt: this.clock() + expiresIn * 1000, version });
    return {
      status: 200,
      body: { access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn },
    };
  }

  private unauthorised(reason: string, message: string): Reply {
    return { status: 401, body: { type: 'UnauthorizedException', message, reason } };
  }

  /** Token bucket of `tps` tokens refilled at `tps` a second: bursts up to tps, then 429. */
  private takeRequestToken(): boolean {
    const now = this.clock();
    const capacity = Math.max(1, this.tps);
    this.bucket = Math.min(capacity, this.bucket + ((now - this.bucketAt) / 1000) * this.tps);
    this.bucketAt = now;
    if (this.bucket < 1) return false;
    this.bucket -= 1;
    return true;
  }

  private catalog(
    operation: (typeof OPERATIONS)[number],
    request: IncomingMessage,
    body: Buffer,
  ): Reply {
    this.stats.catalogRequests++;
    if (this.failures && this.failures.remaining > 0) {
      this.failures.remaining--;
      return {
        status: this.failures.status,
        body: { type: 'InternalServerException', message: 'Simulated failure' },
      };
    }
    const auth = /^Bearer ([^,\s]+)(?:,\s*Version (\d+\.\d+))?$/.exec(
      request.headers.authorization ?? '',
    );
    if (!auth) return this.unauthorised('MissingCredential', 'Missing Authorization header');
    const token = this.tokens.get(auth[1]);
    if (!token) return this.unauthorised('InvalidToken', 'The access token is invalid');
    if (token.expiresAt <= this.clock()) {
      return this.unauthorised('TokenExpired', 'The access token has expired');
    }
    if (token.version === '2.2' && auth[2] !== '2.2') {
      return this.unauthorised('MissingClaim', 'A 2.2 credential must send ", Version 2.2"');
    }
    if (!this.takeRequestToken()) {
      this.stats.throttled++;
      return {
        status: 429,
        body: {
          type: 'ThrottleException',
          message: 'The request was denied due to request throttling.',
          serviceCode: 'creatorsapi',
          quotaCode: 'TPS',
        },
      };
    }
    if (!this.eligible) {
      return {
        status: 403,
        body: {
          type: 'AccessDeniedException',
          message:
            'The associate account is not eligible: it needs 10 qualified sales in the last 30 days.',
          reason: 'AssociateNotEligible',
        },
      };
    }
    const marketplace = request.headers['x-marketplace'];
    if (marketplace !== (this.options.marketplace ?? 'www.amazon.in')) {
      return validation('Missing or invalid x-marketplace header', [
        { name: 'x-marketplace', message: 'must be www.amazon.in' },
      ]);
    }
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      return {
        status: 400,
        body: { type: 'ValidationException', message: 'Cannot parse body', reason: 'CannotParse' },
      };
    }
    const partnerTag = input.partnerTag;
    if (typeof partnerTag !== 'string' || partnerTag.length === 0 || partnerTag.length > 64) {
      return validation('partnerTag is required', [
        { name: 'partnerTag', message: 'is required, at most 64 characters' },
      ]);
    }
    const resources = Array.isArray(input.resources) ? (input.resources as unknown[]) : [];
    const unknown = resources.filter(
      (r) => typeof r !== 'string' || !CREATORS_API_RESOURCES.has(r),
    );
    if (unknown.length > 0) {
      const names = unknown.map((r) => `[${String(r)}]`).join(', ');
      return validation(`The value ${names} provided in the request for resources is invalid.`, [
        { name: 'resources', message: `unknown resource ${names}` },
      ]);
    }
    if (resources.length > 100) {
      return validation('The resources list may hold at most 100 values.', [
        { name: 'resources', message: 'at most 100 values' },
      ]);
    }
    const wanted = new Set(resources as string[]);
    switch (operation) {
      case 'getItems':
        return this.getItems(input, wanted, partnerTag);
      case 'searchItems':
        return searchItems(this.catalogue.all(), input, wanted, this.context(partnerTag));
      case 'getBrowseNodes':
        return {
          status: 200,
          body: {
            browseNodesResult: {
              browseNodes: [{ id: LAPTOPS_BROWSE_NODE, displayName: 'Laptops', isRoot: false }],
            },
          },
        };
      case 'getVariations':
        return {
          status: 404,
          body: {
            type: 'ResourceNotFoundException',
            message: 'No variations found',
            resourceId: String(input.asin ?? ''),
            resourceType: 'Variation',
          },
        };
    }
  }

  private getItems(input: Record<string, unknown>, resources: Set<string>, tag: string): Reply {
    const ids = input.itemIds;
    if (ids === undefined || (Array.isArray(ids) && ids.length === 0)) {
      return validation('The request must contain the parameter itemIds.', [
        { name: 'itemIds', message: 'is required: 1 to 10 item ids' },
      ]);
    }
    if (!Array.isArray(ids)) {
      return validation('The value provided in the request for itemIds is invalid.', [
        { name: 'itemIds', message: 'must be a list of 1 to 10 item ids' },
      ]);
    }
    if (ids.length > 10) {
      return validation(
        `The value provided in the request for itemIds is invalid: ${ids.length} item ids, at most 10 are allowed.`,
        [{ name: 'itemIds', message: 'must hold 1 to 10 item ids' }],
      );
    }
    this.stats.itemsRequested += ids.length;
    this.stats.largestBatch = Math.max(this.stats.largestBatch, ids.length);
    const context = this.context(tag);
    const items: Record<string, unknown>[] = [];
    const errors: { code: string; message: string }[] = [];
    for (const id of ids) {
      const product = typeof id === 'string' ? this.catalogue.get(id) : undefined;
      if (product) {
        items.push(itemFor(product, resources, context));
      } else if (typeof id !== 'string' || !ASIN.test(id)) {
        errors.push({
          code: 'InvalidParameterValue',
          message: `The ItemId ${String(id)} provided in the request is invalid.`,
        });
      } else {
        errors.push({
          code: 'ItemNotFound',
          message: `The ItemId ${id} is not accessible through the Creators API.`,
        });
      }
    }
    if (items.length === 0) {
      return {
        status: 404,
        body: {
          type: 'ResourceNotFoundException',
          message: 'No items found for the given item ids',
          resourceId: ids.map(String).join(','),
          resourceType: 'Item',
        },
      };
    }
    return { status: 200, body: { itemsResult: { items }, ...(errors.length ? { errors } : {}) } };
  }

  /** Test and demo controls: GET /__simulator/state, POST /__simulator/eligibility. */
  private control(request: IncomingMessage, url: URL, body: Buffer): Reply {
    if (request.method === 'GET' && url.pathname === '/__simulator/state') {
      return { status: 200, body: { eligible: this.eligible, stats: this.stats } };
    }
    if (request.method === 'POST' && url.pathname === '/__simulator/eligibility') {
      const input = JSON.parse(body.toString('utf8') || '{}') as { eligible?: unknown };
      if (typeof input.eligible !== 'boolean') {
        return { status: 400, body: { message: 'eligible must be true or false' } };
      }
      this.eligible = input.eligible;
      return { status: 200, body: { eligible: this.eligible } };
    }
    return { status: 404, body: { message: 'Not found' } };
  }
}

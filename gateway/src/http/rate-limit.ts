import fastifyRateLimit from '@fastify/rate-limit';
import { AffiliateApi, AlertsApi, GatewayApi } from '@bli/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HttpEnv } from './http-env.schema';
import { ClientAddresses } from './client-addresses';
import type { SharedCounters } from './shared-counters';

/** Every limit is per minute. */
export const RATE_LIMIT_WINDOW_MS = 60_000;

type Bucket = 'read' | 'affiliate' | 'login' | 'alerts';

/**
 * Which limit a request counts against, from the method and the URL pattern of the route Fastify
 * matched (`request.routeOptions.url`, e.g. `/api/laptops/slug/:slug`), or null when it is not
 * limited. Never from the URL as sent: `/%61pi/laptops` is routed to `/api/laptops`, and is
 * counted as such.
 */
export function bucketOf(method: string, routeUrl: string | undefined): Bucket | null {
  if (routeUrl === undefined || !routeUrl.startsWith('/api/')) return null;
  if (method === 'GET' || method === 'HEAD') return 'read';
  if (method === AffiliateApi.url.method && routeUrl === AffiliateApi.url.path) return 'affiliate';
  if (method === GatewayApi.login.method && routeUrl === GatewayApi.login.path) return 'login';
  // A shopper's alert requests and changes: each may send a mail or write a row.
  if (routeUrl === AlertsApi.create.path || routeUrl.startsWith(`${AlertsApi.create.path}/`)) {
    return 'alerts';
  }
  return null;
}

/** Thrown by the limiter; the error handler answers it as `{ error, code: 'RATE_LIMITED' }`. */
export class RateLimitedError extends Error {
  readonly statusCode = 429;
  constructor(retryAfterSeconds: number) {
    super(`Too many requests: try again in ${retryAfterSeconds} s`);
    this.name = 'RateLimitedError';
  }
}

/** @fastify/rate-limit's store interface over the counters every replica shares. */
function sharedStore(counters: SharedCounters) {
  return class SharedRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      _timeWindow: number,
      max: number,
    ): void {
      counters.hit(key, max).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): this {
      return this;
    }
  };
}

/**
 * Per client address (as resolved through trusted proxies) and minute, counted in the store every
 * gateway replica shares (`SharedCounters`): GETs generously, the affiliate-link call and the
 * operator login tighter. Over the limit: 429 with Retry-After and the X-RateLimit-* headers;
 * answers under it carry none (three headers on every answer that browsers ignore). When the
 * store cannot be reached the request is let through (`skipOnError`; SharedCounters logs it).
 */
export async function registerRateLimit(
  fastify: FastifyInstance,
  env: HttpEnv,
  counters: SharedCounters,
): Promise<void> {
  const limits: Record<Bucket, number> = {
    read: env.RATE_LIMIT_READS_PER_MINUTE,
    affiliate: env.RATE_LIMIT_AFFILIATE_PER_MINUTE,
    login: env.RATE_LIMIT_LOGIN_PER_MINUTE,
    alerts: env.RATE_LIMIT_ALERTS_PER_MINUTE,
  };
  const exemptInternal = env.RATE_LIMIT_EXEMPT_INTERNAL === 'true';
  const bucket = (request: FastifyRequest) => bucketOf(request.method, request.routeOptions.url);
  const clients = new ClientAddresses();
  await fastify.register(fastifyRateLimit, {
    global: true,
    hook: 'onRequest',
    timeWindow: RATE_LIMIT_WINDOW_MS,
    store: sharedStore(counters),
    skipOnError: true,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    allowList: (request) => {
      const limited = bucket(request);
      if (limited === null || limits[limited] === 0) return true;
      return exemptInternal && clients.of(request).internal;
    },
    keyGenerator: (request) => `${bucket(request) ?? 'none'}|${clients.of(request).ip}`,
    max: (request) => limits[bucket(request) ?? 'read'],
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(Math.max(1, Math.ceil(context.ttl / 1_000))),
  });
  fastify.addHook('onClose', async () => {
    await counters.close();
  });
}

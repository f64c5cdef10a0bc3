import fastifyRateLimit from '@fastify/rate-limit';
import { AffiliateApi } from '@bli/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HttpEnv } from './http-env.schema';
import { ClientAddresses } from './client-addresses';

const MINUTE_MS = 60_000;

type Bucket = 'read' | 'affiliate';

/** Which limit a request counts against, or null when it is not limited. */
export function bucketOf(method: string, url: string): Bucket | null {
  const path = url.split('?', 1)[0];
  if (!path.startsWith('/api/')) return null;
  if (method === 'GET' || method === 'HEAD') return 'read';
  if (method === AffiliateApi.url.method && path === AffiliateApi.url.path) return 'affiliate';
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

/**
 * Per client address (as resolved through trusted proxies), in memory per gateway replica: GETs
 * generously, the affiliate-link call tighter. Over the limit: 429 with Retry-After and the
 * X-RateLimit-* headers; answers under it carry none (three headers on every answer that browsers
 * ignore, set and validated on every request).
 */
export async function registerRateLimit(fastify: FastifyInstance, env: HttpEnv): Promise<void> {
  const limits: Record<Bucket, number> = {
    read: env.RATE_LIMIT_READS_PER_MINUTE,
    affiliate: env.RATE_LIMIT_AFFILIATE_PER_MINUTE,
  };
  const exemptInternal = env.RATE_LIMIT_EXEMPT_INTERNAL === 'true';
  const bucket = (request: FastifyRequest) => bucketOf(request.method, request.url);
  const clients = new ClientAddresses();
  await fastify.register(fastifyRateLimit, {
    global: true,
    hook: 'onRequest',
    timeWindow: MINUTE_MS,
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
}

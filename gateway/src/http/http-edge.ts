import type { FastifyInstance } from 'fastify';
import { registerConditionalGet } from './conditional-get.hook';
import type { HttpEnv } from './http-env.schema';
import { registerRateLimit } from './rate-limit';
import { registerResponseCache } from './response-cache';
import { registerSecurityHeaders } from './security-headers';

/**
 * What every answer of the gateway passes through: security headers, rate limits, ETags and the
 * micro-cache of public reads.
 */
export async function registerHttpEdge(
  fastify: FastifyInstance,
  config: HttpEnv & { NODE_ENV: string },
): Promise<void> {
  registerSecurityHeaders(fastify, { production: config.NODE_ENV === 'production' });
  await registerRateLimit(fastify, config);
  // Order matters: the cache stores the ETag the conditional-GET hook has just computed.
  registerConditionalGet(fastify);
  registerResponseCache(fastify, { ttlMs: config.RESPONSE_CACHE_MS, maxEntries: 1_000 });
}

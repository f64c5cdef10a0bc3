import { PRICE_CHANGED_SUBJECT } from '@bli/contracts';
import type { RpcClient } from '@bli/server-kit';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { CacheVersions } from './cache-versions';
import { registerConditionalGet } from './conditional-get.hook';
import type { HttpEnv } from './http-env.schema';
import { RATE_LIMIT_WINDOW_MS, registerRateLimit } from './rate-limit';
import { registerResponseCache } from './response-cache';
import { registerSecurityHeaders } from './security-headers';
import { SharedCounters } from './shared-counters';

/**
 * What every answer of the gateway passes through: security headers, rate limits, ETags and the
 * micro-cache of public reads. Rate-limit counts and cache versions live in the gateway's schema,
 * which every replica shares (`orm`). The catalogue's price changes, heard on the bus (`rpc`),
 * drop the cached reads of the catalogue's data as a write through the gateway does.
 */
export async function registerHttpEdge(
  fastify: FastifyInstance,
  config: HttpEnv & { NODE_ENV: string },
  shared: { orm: MikroORM; logger: Logger; rpc: RpcClient },
): Promise<void> {
  registerSecurityHeaders(fastify, { production: config.NODE_ENV === 'production' });
  const counters = new SharedCounters(shared.orm, RATE_LIMIT_WINDOW_MS, shared.logger);
  await registerRateLimit(fastify, config, counters);
  // Order matters: the cache stores the ETag the conditional-GET hook has just computed.
  registerConditionalGet(fastify);
  registerResponseCache(
    fastify,
    { ttlMs: config.RESPONSE_CACHE_MS, maxEntries: 1_000 },
    (onChange) => {
      const versions = new CacheVersions(shared.orm, shared.logger, onChange);
      shared.rpc.listen(PRICE_CHANGED_SUBJECT, () => versions.heard(['catalogue']));
      return versions;
    },
  );
}

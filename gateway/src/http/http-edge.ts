import type { FastifyInstance } from 'fastify';
import { registerConditionalGet } from './conditional-get.hook';
import type { HttpEnv } from './http-env.schema';
import { registerRateLimit } from './rate-limit';
import { registerSecurityHeaders } from './security-headers';

/** What every answer of the gateway passes through: security headers, rate limits, ETags. */
export async function registerHttpEdge(
  fastify: FastifyInstance,
  config: HttpEnv & { NODE_ENV: string },
): Promise<void> {
  await registerSecurityHeaders(fastify, { production: config.NODE_ENV === 'production' });
  await registerRateLimit(fastify, config);
  registerConditionalGet(fastify);
}

import type { FastifyInstance } from 'fastify';
import { etagOf, matchesIfNoneMatch } from './etag';

/** Only answers that shared caches may keep get a validator (personal ones are no-store). */
function isPublic(cacheControl: unknown): boolean {
  return typeof cacheControl === 'string' && /(^|,)\s*public\s*(,|$)/.test(cacheControl);
}

/**
 * ETag on every successful public GET, from a hash of the bytes sent; a request whose
 * If-None-Match already holds it gets a 304 without a body.
 */
export function registerConditionalGet(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const cacheable =
      (request.method === 'GET' || request.method === 'HEAD') &&
      reply.statusCode === 200 &&
      isPublic(reply.getHeader('cache-control')) &&
      (typeof payload === 'string' || Buffer.isBuffer(payload));
    if (!cacheable) return done(null, payload);
    const etag = etagOf(payload);
    void reply.header('etag', etag);
    if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return done(null, payload);
    void reply.code(304);
    reply.removeHeader('content-length');
    done(null, '');
  });
}

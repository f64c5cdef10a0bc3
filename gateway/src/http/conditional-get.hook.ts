import type { FastifyInstance } from 'fastify';
import { isPublicCacheControl } from './cache-control';
import { etagOf, matchesIfNoneMatch } from './etag';

/**
 * ETag on every successful public GET, from a hash of the bytes sent (only answers that shared
 * caches may keep: personal ones are no-store); a request whose
 * If-None-Match already holds it gets a 304 without a body.
 */
export function registerConditionalGet(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const cacheable =
      (request.method === 'GET' || request.method === 'HEAD') &&
      reply.statusCode === 200 &&
      isPublicCacheControl(reply.getHeader('cache-control')) &&
      (typeof payload === 'string' || Buffer.isBuffer(payload));
    if (!cacheable) return done(null, payload);
    // A micro-cache hit already carries the tag of the bytes it stored.
    const stored = reply.getHeader('etag');
    const etag = typeof stored === 'string' ? stored : etagOf(payload);
    void reply.header('etag', etag);
    if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return done(null, payload);
    void reply.code(304);
    reply.removeHeader('content-length');
    done(null, '');
  });
}

import type { DataArea } from '@bli/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPublicCacheControl } from './cache-control';
import type { CacheVersions } from './cache-versions';
import { PAGING_HEADERS } from './paged-reply';
import { contractRouteOf } from './route-metadata';

interface Entry {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  etag: string;
  /** A list page's `X-Total-Count` and `Link`. */
  paging: [string, string][];
  expiresAt: number;
  /** Past expiresAt and before this, one request refreshes it while the others get this copy. */
  staleUntil: number;
  /** When the request refreshing it went to the service (null: nobody is). */
  refreshingSince: number | null;
  /** The data its answer was built from (the route's `data`), dropped when a write changes it. */
  areas: readonly DataArea[];
}

/** Past this, a refresh that has not come back is given up and another request tries. */
const REFRESH_TIMEOUT_MS = 5_000;
/** A copy may be served stale (while one request refreshes it) until this many TTLs old. */
const STALE_FACTOR = 5;

/** Request headers that ask a cache to go to the origin (RFC 9111 §5.2.1.4, §5.4). */
function asksForFresh(request: FastifyRequest): boolean {
  const cacheControl = request.headers['cache-control'] ?? '';
  return /no-cache|no-store|max-age=0/.test(cacheControl) || request.headers.pragma === 'no-cache';
}

function header(reply: FastifyReply, name: string): string | undefined {
  const value = reply.getHeader(name);
  return typeof value === 'string' ? value : undefined;
}

/**
 * A micro-cache of the public reads in this gateway's memory: the same answer is served for
 * `ttlMs` without asking the service again, so a burst of shoppers on one page costs one NATS
 * round trip, not one each; once expired, a copy is served stale while one request refreshes
 * it. Only answers marked `public` are kept (never personal or admin ones), and a request with
 * `Cache-Control: no-cache` goes to the service. At most `maxEntries` URLs, the oldest dropped
 * first.
 *
 * A successful write drops only the copies built from the data it changes (its route's `data`:
 * a price edit drops catalogue and page-metadata reads; a buy click or a login drops nothing),
 * here and, through the shared `CacheVersions`, on every other replica. A copy is kept only when
 * no change to its data arrived while it was fetched, and nothing is served while the versions
 * cannot be read (another replica's write would go unnoticed).
 */
export function registerResponseCache(
  fastify: FastifyInstance,
  { ttlMs, maxEntries }: { ttlMs: number; maxEntries: number },
  versionsOf: (onChange: (areas: readonly string[]) => void) => CacheVersions,
): void {
  if (ttlMs <= 0) return;
  const entries = new Map<string, Entry>();
  const servedFromCache = new WeakSet<FastifyRequest>();
  /** The versions of a read's data when it went to the service. */
  const stampAtStart = new WeakMap<FastifyRequest, string>();
  const versions = versionsOf((areas) => {
    for (const [url, entry] of entries) {
      if (entry.areas.some((area) => areas.includes(area))) entries.delete(url);
    }
  });
  // A replica answers once it has read the versions: its cache works from its first request,
  // where a read that beat the first poll was neither kept nor served.
  const firstRead = versions.start();
  fastify.addHook('onReady', async () => {
    await firstRead;
  });
  fastify.addHook('onClose', async () => {
    await versions.close();
  });
  const areasOf = (request: FastifyRequest) => contractRouteOf(request)?.data ?? [];

  /** Serve the stored copy, or let this request go to the service (and refresh the copy)? */
  const servable = (entry: Entry | undefined, now: number): entry is Entry => {
    if (!entry || now >= entry.staleUntil) return false;
    if (now < entry.expiresAt) return true;
    // Stale: the first request refreshes it, the rest are served the old copy meanwhile, so an
    // expiry under load costs one call to the service instead of one per waiting request.
    if (entry.refreshingSince !== null && now - entry.refreshingSince < REFRESH_TIMEOUT_MS) {
      return true;
    }
    entry.refreshingSince = now;
    return false;
  };

  // preHandler, not onRequest: the rate limiter's per-route onRequest hook must count hits too.
  fastify.addHook('preHandler', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    if (!versions.trusted) return done();
    const entry = entries.get(request.url);
    if (asksForFresh(request) || !servable(entry, Date.now())) {
      stampAtStart.set(request, versions.stamp(areasOf(request)));
      return done();
    }
    servedFromCache.add(request);
    // The conditional-GET hook turns this into a 304 when If-None-Match holds the tag.
    for (const [name, value] of entry.paging) void reply.header(name, value);
    void reply
      .header('content-type', entry.contentType)
      .header('cache-control', entry.cacheControl)
      .header('etag', entry.etag)
      .send(entry.body);
  });

  fastify.addHook('onSend', (request, reply, payload, done) => {
    const read = request.method === 'GET';
    if (!read && request.method !== 'HEAD') {
      const changes = areasOf(request);
      if (reply.statusCode >= 400 || changes.length === 0) return done(null, payload);
      // Answered once every replica can know: the writer's next read must not be the old copy.
      void versions.changed(changes).then(() => done(null, payload));
      return;
    }
    const etag = header(reply, 'etag');
    const cacheControl = header(reply, 'cache-control');
    const stamp = stampAtStart.get(request);
    if (
      read &&
      reply.statusCode === 200 &&
      etag &&
      isPublicCacheControl(cacheControl) &&
      (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
      !servedFromCache.has(request) &&
      stamp !== undefined &&
      versions.trusted &&
      // A write to its data while it was fetched: the answer may be from before it.
      stamp === versions.stamp(areasOf(request))
    ) {
      entries.delete(request.url);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(request.url, {
        // Kept as bytes: a string would be encoded to UTF-8 again for every hit.
        body: typeof payload === 'string' ? Buffer.from(payload) : payload,
        contentType: header(reply, 'content-type') ?? 'application/json; charset=utf-8',
        cacheControl: cacheControl as string,
        etag,
        paging: PAGING_HEADERS.flatMap((name) => {
          const value = header(reply, name);
          return value === undefined ? [] : [[name, value] as [string, string]];
        }),
        expiresAt: Date.now() + ttlMs,
        staleUntil: Date.now() + ttlMs * STALE_FACTOR,
        refreshingSince: null,
        areas: areasOf(request),
      });
    }
    done(null, payload);
  });
}

import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { randomUUID } from 'node:crypto';
import { isStaticSite, serveStaticSite, type StaticSite } from './static-site';

/**
 * Bodies over 1 MB are refused here already, as nginx's `client_max_body_size 1m` does in
 * Compose: the gateway's own 413 closes the connection while the body is still arriving, which
 * a proxy would otherwise see as an upstream failure (502).
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/** How long the rest of a refused body is read and thrown away before the connection is cut. */
const LINGER_MS = 5_000;

/**
 * Reads and discards what the client is still sending of a body it answers 413 to — nginx's
 * "lingering close": closing at once would reset the connection while the client is still
 * writing, and many clients then report the reset instead of the 413. A client that keeps
 * sending past LINGER_MS is cut off.
 */
function refuseOversized(req: IncomingMessage): void {
  const linger = setTimeout(() => req.socket.destroy(), LINGER_MS);
  linger.unref();
  req.on('end', () => clearTimeout(linger));
  req.on('close', () => clearTimeout(linger));
  req.resume();
}

/** The declared body size is over the limit. */
export function isOversized(headers: IncomingMessage['headers'], limit = MAX_BODY_BYTES): boolean {
  const length = Number(headers['content-length']);
  return Number.isFinite(length) && length > limit;
}

export interface Upstream {
  host: string;
  port: number;
}

export interface ProxyRoute {
  /** Path prefix, matched at a segment boundary ("/api" matches "/api" and "/api/x", not "/apix"). */
  prefix: string;
  /** One upstream, several replicas of one app taken in turn (round-robin), or a built SPA. */
  target: Upstream | readonly Upstream[] | StaticSite;
}

function matches(path: string, prefix: string): boolean {
  return (
    prefix === '/' ||
    path === prefix ||
    path.startsWith(`${prefix}/`) ||
    path.startsWith(`${prefix}?`)
  );
}

/** The upstream for each request: the first route whose prefix matches, its targets in turn. */
export function createRouter(
  routes: readonly ProxyRoute[],
): (path: string) => Upstream | StaticSite | null {
  const turns = routes.map(() => 0);
  return (path) => {
    const index = routes.findIndex((route) => matches(path, route.prefix));
    if (index < 0) return null;
    const target = routes[index].target;
    if (isStaticSite(target)) return target;
    const targets: readonly Upstream[] = [target].flat();
    return targets[turns[index]++ % targets.length];
  };
}

/** One public origin: forwards each request to the upstream its route picks. */
export function startEdgeProxy(
  port: number,
  routes: readonly ProxyRoute[],
  host?: string,
): Promise<Server> {
  const route = createRouter(routes);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const target = route(req.url ?? '/');
    if (!target) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (isStaticSite(target)) {
      serveStaticSite(target, req, res).catch(() => {
        if (!res.headersSent) res.writeHead(500).end();
        else res.destroy();
      });
      return;
    }
    if (isOversized(req.headers)) {
      refuseOversized(req);
      res.writeHead(413, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: 'Request body is too large',
          code: 'INVALID_INPUT',
          correlationId: randomUUID(),
        }),
      );
      return;
    }
    const upstream = request(
      {
        host: target.host,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          'x-forwarded-for': req.socket.remoteAddress ?? '',
          'x-forwarded-proto': 'http',
          'x-forwarded-host': req.headers.host ?? '',
        },
      },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            error: 'The upstream process is not answering',
            code: 'UPSTREAM_UNAVAILABLE',
          }),
        );
      } else {
        res.destroy();
      }
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

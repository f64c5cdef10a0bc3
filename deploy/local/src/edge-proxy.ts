import {
  createServer,
  request,
  STATUS_CODES,
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

/**
 * URLs over 8 KB are refused here with a 414, as nginx's default `large_client_header_buffers`
 * does in Compose. Headers are held to less than the upstreams' 16 KB (Node's default), so that
 * what this proxy accepts and forwards, with the X-Forwarded-* it adds, the upstream accepts too:
 * an upstream that refuses the headers closes the connection mid-request, which a proxy would
 * otherwise see as an upstream failure (502).
 */
export const MAX_URL_BYTES = 8 * 1024;
const MAX_HEADER_BYTES = 15 * 1024;

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

/** The API's error shape, for what this proxy refuses itself. */
function errorBody(error: string) {
  return { error, code: 'INVALID_INPUT', correlationId: randomUUID() };
}

function refuse(res: ServerResponse, status: number, error: string): void {
  const body = JSON.stringify(errorBody(error));
  res
    .writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    })
    .end(body);
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
  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
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
      refuse(res, 413, 'Request body is too large');
      return;
    }
    if (Buffer.byteLength(req.url ?? '') > MAX_URL_BYTES) {
      refuse(res, 414, `The URL is longer than ${MAX_URL_BYTES / 1024} KB`);
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
  // Headers past MAX_HEADER_BYTES, or bytes that are not HTTP, never reach the handler above.
  server.on('clientError', (error: Error & { code?: string }, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const message =
      status === 431
        ? `The request's URL and headers are larger than ${MAX_HEADER_BYTES / 1024} KB`
        : 'The request is not valid HTTP';
    const body = JSON.stringify(errorBody(message));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

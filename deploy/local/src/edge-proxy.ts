import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';

export interface ProxyRoute {
  /** Path prefix, matched at a segment boundary ("/api" matches "/api" and "/api/x", not "/apix"). */
  prefix: string;
  target: { host: string; port: number };
}

function matches(path: string, prefix: string): boolean {
  return (
    prefix === '/' ||
    path === prefix ||
    path.startsWith(`${prefix}/`) ||
    path.startsWith(`${prefix}?`)
  );
}

/** One public origin: forwards each request to the first route whose prefix matches. */
export function startEdgeProxy(port: number, routes: readonly ProxyRoute[]): Promise<Server> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const route = routes.find((r) => matches(req.url ?? '/', r.prefix));
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    const upstream = request(
      {
        host: route.target.host,
        port: route.target.port,
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
    server.listen(port, () => resolve(server));
  });
}

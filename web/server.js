// Production server of the public site: static assets, then every other path rendered by
// React Router on the server, public pages through the HTML cache. `npm start` runs it behind the
// edge proxy on :3000.
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler as createFetchHandler } from 'react-router';

const here = dirname(fileURLToPath(import.meta.url));
const build = await import(join(here, 'dist', 'server', 'index.js'));

const app = express();
app.disable('x-powered-by');
// Security headers on every response (static files too); an HTML document adds its own
// Content-Security-Policy with a per-request nonce (app/entry.server.tsx). HSTS only in production.
const headers = build.entry.module.securityHeaders({
  production: process.env.NODE_ENV === 'production',
});
app.use((_request, response, next) => {
  response.set(headers);
  next();
});
app.use(compression());
// Fingerprinted bundles never change under the same name.
app.use(
  '/assets',
  express.static(join(here, 'dist', 'client', 'assets'), { immutable: true, maxAge: '1y' }),
);
// The other public files (favicons, the default share picture) all have an extension: a page's
// path skips the file-system lookup that every page request paid for nothing.
const publicFiles = express.static(join(here, 'dist', 'client'), { maxAge: '1h' });
app.use((request, response, next) =>
  /\.[^/]*$/.test(request.path) ? publicFiles(request, response, next) : next(),
);
app.get('/healthz', (_request, response) => {
  response.json({ status: 'ok' });
});
const mode = process.env.NODE_ENV ?? 'production';
// Search and compare pages render anew for every query: limited per shopper (429 page) before
// they reach the cache and the renderer (PAGE_RATE_LIMIT_PER_MINUTE, WEB_TRUST_PROXY).
app.use(build.entry.module.pageRateLimit());
// Public pages from the HTML cache (HTML_CACHE_MS), rendered by React Router on a miss; what
// the cache does not answer (other methods, data requests) goes on to React Router itself.
app.use(build.entry.module.pageCache(createFetchHandler(build, mode)));
app.use(createRequestHandler({ build, mode }));

const port = Number(process.env.PORT ?? 3102);
const host = process.env.HOST ?? '127.0.0.1';
app.listen(port, host, () => {
  console.log(
    JSON.stringify({ level: 30, service: 'web', msg: `listening on http://${host}:${port}` }),
  );
});

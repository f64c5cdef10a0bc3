import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The API answers JSON only: nothing in it may load, run, frame or be framed. */
const API_POLICY = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * Swagger UI at /api/docs is an HTML page that loads its own scripts and styles (and writes
 * inline styles), so it gets a policy of its own: same-origin everything, still unframeable.
 */
export const DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function isDocsPage(url: string): boolean {
  const path = url.split('?', 1)[0];
  return path === '/api/docs' || path.startsWith('/api/docs/');
}

/**
 * The headers Helmet sets for `options`, worked out once: they depend on nothing in the request,
 * and `@fastify/helmet` built Helmet's middleware again (parsing the policy) for every request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet's headers on every answer: CSP, nosniff, no referrer, DENY framing, same-origin resource
 * policy; HSTS only in production, where the public origin is HTTPS (locally it would pin http
 * hosts). The docs pages get a policy of their own.
 */
export function registerSecurityHeaders(
  fastify: FastifyInstance,
  options: { production: boolean },
): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: API_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: options.production
      ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true, preload: false }
      : false,
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    if (isDocsPage(request.url)) void reply.header('content-security-policy', DOCS_POLICY);
    done();
  });
}

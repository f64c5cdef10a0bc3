import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
 * Helmet on every answer: CSP, nosniff, no referrer, DENY framing, same-origin resource policy;
 * HSTS only in production, where the public origin is HTTPS (locally it would pin http hosts).
 */
export async function registerSecurityHeaders(
  fastify: FastifyInstance,
  options: { production: boolean },
): Promise<void> {
  await fastify.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: API_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    hsts: options.production
      ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true, preload: false }
      : false,
  });
  // Runs after Helmet's own onRequest hook, so it replaces the API policy on the docs pages.
  fastify.addHook('onRequest', (request, reply, done) => {
    if (isDocsPage(request.url)) void reply.header('content-security-policy', DOCS_POLICY);
    done();
  });
}

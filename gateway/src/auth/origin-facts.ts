import type { FastifyRequest } from 'fastify';
import type { OriginFacts } from './same-origin';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Origin and Referer as sent, and the origin the request was addressed to: with trustProxy on,
 * Fastify reads it from X-Forwarded-Proto/Host, which a cross-site page cannot set.
 */
export function originFactsOf(request: FastifyRequest): OriginFacts {
  return {
    origin: header(request, 'origin'),
    referer: header(request, 'referer'),
    requestOrigin: `${request.protocol}://${request.host}`,
  };
}

export function headerOf(request: FastifyRequest, name: string): string | undefined {
  return header(request, name);
}

import { CORRELATION_HEADER, correlationIdFrom } from '@bli/server-kit';
import type { HttpError } from '@bli/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Fastify's default: a longer path parameter matches no route. */
export const MAX_PARAM_LENGTH = 100;

/**
 * Errors of Fastify's router, raised before any hook, route or Nest filter runs: a path with a
 * malformed percent-encoding (`/api/blog/%E0%A4%A`) or a parameter longer than
 * MAX_PARAM_LENGTH. Both are the caller's mistake, so they are a 400 in the API's error shape
 * instead of Fastify's own body (and its 414).
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const correlationId = correlationIdFrom(request.headers[CORRELATION_HEADER]);
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? `A path parameter is longer than ${MAX_PARAM_LENGTH} characters`
      : 'The URL is not valid: malformed percent-encoding';
  const body: HttpError = { error: message, code: 'INVALID_INPUT', correlationId };
  void reply
    .status(400)
    .header(CORRELATION_HEADER, correlationId)
    .header('cache-control', 'no-store')
    .send(body);
}

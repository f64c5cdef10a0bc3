import type { HttpError } from '@bli/contracts';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** Node's default (`--max-http-header-size`): the request line and headers together, in bytes. */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * Requests Node's HTTP parser refuses before Fastify sees them: a request line and headers
 * over MAX_HEADER_BYTES (a URL of 16 KB, say) is a 431, anything else it cannot parse a 400,
 * both in the API's error shape instead of Fastify's own body. The connection is closed after
 * the answer, as Node does: the rest of what the client sent cannot be read as a request.
 */
export function clientErrors(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body: HttpError = {
    error:
      status === 431
        ? `The request's URL and headers are larger than ${MAX_HEADER_BYTES / 1024} KB`
        : 'The request is not valid HTTP',
    code: 'INVALID_INPUT',
    correlationId: randomUUID(),
  };
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

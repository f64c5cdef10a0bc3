import { CORRELATION_HEADER, correlationIdFrom, enterCorrelationScope } from '@bli/server-kit';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/** Correlation id in (or minted), echoed back, bound to the request's logs; one log line out. */
export function registerRequestLifecycle(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const correlationId = correlationIdFrom(request.headers[CORRELATION_HEADER]);
    enterCorrelationScope(correlationId);
    void reply.header(CORRELATION_HEADER, correlationId);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    logger.info(
      {
        correlationId: reply.getHeader(CORRELATION_HEADER),
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
}

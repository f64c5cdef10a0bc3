import {
  Catch,
  HttpException,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import type { HttpError } from '@bli/contracts';
import { DomainError, currentCorrelationId, isDatabaseUnavailable } from '@bli/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { codeForStatus, HTTP_STATUS_BY_CODE } from './http-status';

interface ClientError {
  statusCode: number;
  message: string;
}

/** Fastify's own 4xx errors (malformed JSON, body too large, wrong content type). */
function isClientError(error: unknown): error is ClientError {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Every failure leaves the gateway as `{ error, code, correlationId }`: domain errors by their
 * code, framework 4xx and 503s by their status, anything else as a 500 that leaks nothing.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const correlationId = currentCorrelationId() ?? String(request.id);
    const { status, body } = this.describe(exception, correlationId);
    if (status >= 500 && status !== 503) {
      this.logger.error(
        exception instanceof Error ? exception.message : String(exception),
        exception instanceof Error ? exception.stack : undefined,
      );
    }
    void reply.status(status).header('cache-control', 'no-store').send(body);
  }

  private describe(exception: unknown, correlationId: string): { status: number; body: HttpError } {
    if (exception instanceof DomainError) {
      const body: HttpError = { error: exception.message, code: exception.code, correlationId };
      if (exception.details !== undefined) body.details = exception.details;
      return { status: HTTP_STATUS_BY_CODE[exception.code], body };
    }
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      const status = exception.getStatus();
      const message = status === 404 ? 'No such API route' : exception.message;
      return { status, body: { error: message, code: codeForStatus(status), correlationId } };
    }
    if (exception instanceof HttpException && exception.getStatus() === 503) {
      // The gateway's own readiness (`/health/ready`): what is not ready goes along.
      return {
        status: 503,
        body: {
          error: 'Service unavailable',
          code: 'UPSTREAM_UNAVAILABLE',
          correlationId,
          details: exception.getResponse(),
        },
      };
    }
    if (isDatabaseUnavailable(exception)) {
      // The gateway's own schema (operator sessions) is away, e.g. PostgreSQL restarting.
      return {
        status: 503,
        body: { error: 'The database is unavailable', code: 'UPSTREAM_UNAVAILABLE', correlationId },
      };
    }
    if (isClientError(exception)) {
      const status = exception.statusCode;
      return {
        status,
        body: { error: exception.message, code: codeForStatus(status), correlationId },
      };
    }
    return {
      status: 500,
      body: { error: 'Internal server error', code: 'INTERNAL', correlationId },
    };
  }
}

import { Catch, Logger, type RpcExceptionFilter } from '@nestjs/common';
import type { RpcError } from '@bli/contracts';
import { throwError, type Observable } from 'rxjs';
import { isDatabaseUnavailable } from '../errors/database-unavailable';
import { DomainError } from '../errors/domain-error';

/** Every failure leaves a service as `{ code, message, details }`; internals stay in the log. */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('RpcErrorFilter');

  catch(exception: unknown): Observable<RpcError> {
    if (exception instanceof DomainError) return throwError(() => exception.toRpcError());
    if (isDatabaseUnavailable(exception)) {
      const error: RpcError = {
        code: 'UPSTREAM_UNAVAILABLE',
        message: 'The database is unavailable',
      };
      return throwError(() => error);
    }
    this.logger.error(
      exception instanceof Error ? exception.message : String(exception),
      exception instanceof Error ? exception.stack : undefined,
    );
    return throwError(() => ({ code: 'INTERNAL', message: 'Internal error' }) satisfies RpcError);
  }
}

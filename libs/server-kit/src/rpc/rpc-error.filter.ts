import { Catch, Logger, type RpcExceptionFilter } from '@nestjs/common';
import type { RpcError } from '@bli/contracts';
import { throwError, type Observable } from 'rxjs';
import { DomainError } from '../errors/domain-error';

/** Every failure leaves a service as `{ code, message, details }`; internals stay in the log. */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('RpcErrorFilter');

  catch(exception: unknown): Observable<RpcError> {
    if (exception instanceof DomainError) return throwError(() => exception.toRpcError());
    this.logger.error(
      exception instanceof Error ? exception.message : String(exception),
      exception instanceof Error ? exception.stack : undefined,
    );
    return throwError(() => ({ code: 'INTERNAL', message: 'Internal error' }) satisfies RpcError);
  }
}

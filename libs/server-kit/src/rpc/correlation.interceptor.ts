import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import type { Observable } from 'rxjs';
import {
  CORRELATION_HEADER,
  correlationIdFrom,
  enterCorrelationScope,
} from '../logging/correlation';

/** Carries the caller's correlation id (NATS header) into the handler's logs. */
@Injectable()
export class CorrelationInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'rpc') {
      const nats = context.switchToRpc().getContext<NatsContext>();
      enterCorrelationScope(correlationIdFrom(nats.getHeaders?.()?.get(CORRELATION_HEADER)));
    }
    return next.handle();
  }
}

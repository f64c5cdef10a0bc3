import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { tap, type Observable } from 'rxjs';
import { RpcMetrics } from './rpc-metrics';

@Injectable()
export class RpcMetricsInterceptor implements NestInterceptor {
  constructor(private readonly metrics: RpcMetrics) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const subject = context.switchToRpc().getContext<{ getSubject(): string }>().getSubject();
    return next.handle().pipe(
      tap({
        next: () => this.metrics.record(subject, 'ok'),
        error: () => this.metrics.record(subject, 'error'),
      }),
    );
  }
}

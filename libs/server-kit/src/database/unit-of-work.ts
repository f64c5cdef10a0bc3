import {
  Injectable,
  Optional,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Observable } from 'rxjs';

/**
 * The one unit-of-work style of every service: a MikroORM request context (its own identity map
 * and flush), opened by the skeleton and never by feature code. `Handles` opens one per NATS
 * message (this interceptor); work no message starts (a timer, a background run) opens its own
 * with `UnitOfWork.run`. Repositories use the injected `EntityManager`, which resolves to the
 * unit in progress; they never fork.
 */
@Injectable()
export class UnitOfWork {
  constructor(private readonly orm: MikroORM) {}

  /**
   * Runs `work` in a unit of work of its own, also when called from within another (a message
   * that wakes a background job must not lend it its identity map).
   */
  run<T>(work: () => Promise<T>): Promise<T> {
    return RequestContext.create(this.orm.em, work);
  }
}

/**
 * Opens the unit of work of one NATS message (MikroORM's HTTP middleware does not run here).
 * Applied by `Handles`; a service without a database (no MikroORM provider) passes through.
 */
@Injectable()
export class UnitOfWorkInterceptor implements NestInterceptor {
  constructor(@Optional() private readonly orm?: MikroORM) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const orm = this.orm;
    if (!orm) return next.handle();
    return new Observable((subscriber) =>
      RequestContext.create(orm.em, () => {
        next.handle().subscribe(subscriber);
      }),
    );
  }
}

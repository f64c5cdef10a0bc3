import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Observable } from 'rxjs';

/** Gives every NATS message its own identity map (MikroORM's HTTP middleware does not run here). */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  constructor(private readonly orm: MikroORM) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return new Observable((subscriber) =>
      RequestContext.create(this.orm.em, () => {
        next.handle().subscribe(subscriber);
      }),
    );
  }
}

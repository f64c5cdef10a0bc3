import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { requestFields, type Page } from '@bli/contracts';
import { DomainError, RelayedReply, type PageFacts } from '@bli/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { pageLinks } from './paged-reply';
import { routeOf } from './route-metadata';

/**
 * A handler's answer as HTTP. A reply relayed from a service (`RpcClient.relay`) goes out as the
 * JSON bytes the service sent. A list call's body is the JSON array of its page's items, the
 * list's length in `X-Total-Count` and the neighbouring pages in `Link`, whether the page came
 * relayed (its place in the list beside its items) or parsed.
 */
@Injectable()
export class ServiceReplyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler<unknown>): Observable<unknown> {
    const route = routeOf(context.getHandler());
    const http = context.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    return next.handle().pipe(
      map((answer) => {
        const relayed = answer instanceof RelayedReply;
        if (relayed) void reply.header('content-type', 'application/json; charset=utf-8');
        if (!route.paged) return relayed ? answer.json : answer;
        const page: PageFacts | undefined = relayed ? answer.page : (answer as Page<unknown>);
        if (!page) throw new DomainError('INTERNAL', 'A list call was answered without a page');
        void reply
          .header('x-total-count', String(page.total))
          .header('link', pageLinks(http.getRequest<FastifyRequest>(), requestFields(route), page));
        return relayed ? answer.json : (answer as Page<unknown>).items;
      }),
    );
  }
}

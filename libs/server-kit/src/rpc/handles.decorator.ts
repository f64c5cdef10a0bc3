import {
  applyDecorators,
  Injectable,
  Optional,
  SetMetadata,
  UseFilters,
  UseInterceptors,
  UsePipes,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type PipeTransform,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import type { AnyPattern, PayloadOf, ResponseOf } from '@bli/contracts';
import { map, type Observable } from 'rxjs';
import { UnitOfWorkInterceptor } from '../database/unit-of-work';
import { invalidInputFromZod } from '../errors/zod-error';
import { RpcMetricsInterceptor } from '../metrics/rpc-metrics.interceptor';
import { responseProblems, RpcContractChecks } from './contract-checks';
import { CorrelationInterceptor } from './correlation.interceptor';
import { RpcErrorFilter } from './rpc-error.filter';

const HANDLED_PATTERN = Symbol('bli:handled-pattern');

/**
 * A method that may handle `P`: it takes the validated payload (or nothing) and answers the
 * pattern's response, at once or as a promise. Anything else is a compile error at `@Handles`.
 */
export type HandlerOf<P extends AnyPattern> = (
  payload: PayloadOf<P>,
  ...context: never[]
) => ResponseOf<P> | Promise<ResponseOf<P>>;

export type HandlesDecorator<P extends AnyPattern> = <M extends HandlerOf<P>>(
  target: object,
  key: string | symbol,
  descriptor: TypedPropertyDescriptor<M>,
) => void;

class ContractPipe implements PipeTransform {
  constructor(private readonly pattern: AnyPattern) {}

  transform(value: unknown) {
    const result = this.pattern.request.safeParse(value ?? {});
    if (!result.success) throw invalidInputFromZod(result.error);
    return result.data;
  }
}

/**
 * Checks what a handler answers against its pattern's response schema (tests and development):
 * the types say what a handler returns, this catches what a cast or a mapper let through.
 */
@Injectable()
export class ResponseContractInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    @Optional() private readonly checks?: RpcContractChecks,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const pattern = this.reflector.get<AnyPattern | undefined>(
      HANDLED_PATTERN,
      context.getHandler(),
    );
    if (!pattern || this.checks?.responses === false) return next.handle();
    return next.handle().pipe(
      map((reply: unknown) => {
        const problems = responseProblems(pattern, reply);
        if (problems) {
          throw new Error(`${pattern.subject} answered outside its contract: ${problems}`);
        }
        return reply;
      }),
    );
  }
}

/**
 * Subscribes a handler to a contract's subject: the payload is validated with the contract's
 * schema, the message runs in a unit of work of its own (services with a database), the reply is
 * checked against the response schema (tests and development), failures leave as
 * `{ code, message }`, and the call is counted and correlated. The method must take
 * `PayloadOf<P>` and return `ResponseOf<P>`.
 * (Enhancers sit on the handler, not globally: a hybrid app wires its NATS listener before
 * global enhancers can be set on it.)
 */
export function Handles<P extends AnyPattern>(pattern: P): HandlesDecorator<P> {
  const decorate = applyDecorators(
    MessagePattern(pattern.subject),
    SetMetadata(HANDLED_PATTERN, pattern),
    UseFilters(RpcErrorFilter),
    UseInterceptors(
      UnitOfWorkInterceptor,
      CorrelationInterceptor,
      RpcMetricsInterceptor,
      ResponseContractInterceptor,
    ),
    UsePipes(new ContractPipe(pattern)),
  );
  return (target, key, descriptor) => decorate(target, key, descriptor);
}

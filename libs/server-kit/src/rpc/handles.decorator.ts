import {
  applyDecorators,
  UseFilters,
  UseInterceptors,
  UsePipes,
  type PipeTransform,
} from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { AnyPattern } from '@bli/contracts';
import { invalidInputFromZod } from '../errors/zod-error';
import { RpcMetricsInterceptor } from '../metrics/rpc-metrics.interceptor';
import { CorrelationInterceptor } from './correlation.interceptor';
import { RpcErrorFilter } from './rpc-error.filter';

class ContractPipe implements PipeTransform {
  constructor(private readonly pattern: AnyPattern) {}

  transform(value: unknown) {
    const result = this.pattern.request.safeParse(value ?? {});
    if (!result.success) throw invalidInputFromZod(result.error);
    return result.data;
  }
}

/**
 * Subscribes a handler to a contract's subject: the payload is validated with the contract's
 * schema, failures leave as `{ code, message }`, and the call is counted and correlated.
 * (Enhancers sit on the handler, not globally: a hybrid app wires its NATS listener before
 * global enhancers can be set on it.)
 */
export function Handles(pattern: AnyPattern): MethodDecorator {
  return applyDecorators(
    MessagePattern(pattern.subject),
    UseFilters(RpcErrorFilter),
    UseInterceptors(CorrelationInterceptor, RpcMetricsInterceptor),
    UsePipes(new ContractPipe(pattern)),
  );
}

import { applyDecorators, UsePipes, type PipeTransform } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { AnyPattern } from '@bli/contracts';
import { invalidInputFromZod } from '../errors/zod-error';

class ContractPipe implements PipeTransform {
  constructor(private readonly pattern: AnyPattern) {}

  transform(value: unknown) {
    const result = this.pattern.request.safeParse(value ?? {});
    if (!result.success) throw invalidInputFromZod(result.error);
    return result.data;
  }
}

/** Subscribes a handler to a contract's subject and validates the payload with its schema. */
export function Handles(pattern: AnyPattern): MethodDecorator {
  return applyDecorators(MessagePattern(pattern.subject), UsePipes(new ContractPipe(pattern)));
}

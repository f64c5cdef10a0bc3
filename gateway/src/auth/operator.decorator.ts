import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { authenticationRequired } from './auth-errors';
import { sessionOf } from './request-session';

/** The signed-in operator's email, for the audit log of an operator route's change. */
export const Operator = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const session = sessionOf(context.switchToHttp().getRequest<FastifyRequest>());
  if (!session) throw authenticationRequired();
  return session.user.email;
});

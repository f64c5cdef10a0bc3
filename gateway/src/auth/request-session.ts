import type { FastifyRequest } from 'fastify';
import type { ActiveSession } from './auth.service';

const sessions = new WeakMap<FastifyRequest, ActiveSession>();

/** The guard leaves the session it checked on the request for the handler. */
export function attachSession(request: FastifyRequest, session: ActiveSession): void {
  sessions.set(request, session);
}

export function sessionOf(request: FastifyRequest): ActiveSession | undefined {
  return sessions.get(request);
}

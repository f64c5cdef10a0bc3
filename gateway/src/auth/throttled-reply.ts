import type { FastifyReply } from 'fastify';
import { LoginThrottledError, signInBusy } from './auth-errors';
import { TooBusyError } from './bounded-concurrency';

/**
 * Runs a step that checks an operator's secret and answers its refusals with Retry-After: the
 * throttle's 429 with its seconds, and a 503 (1 second) when too many password checks are under
 * way in this process.
 */
export async function withRetryAfter<T>(reply: FastifyReply, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof LoginThrottledError) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (error instanceof TooBusyError) {
      void reply.header('retry-after', '1');
      throw signInBusy();
    }
    throw error;
  }
}

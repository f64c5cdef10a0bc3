import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const CORRELATION_HEADER = 'x-correlation-id';

interface RequestContext {
  correlationId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Accept a caller's id only when it is short and printable, so it is safe to echo and log. */
export function correlationIdFrom(value: unknown): string {
  return typeof value === 'string' && /^[A-Za-z0-9._:-]{1,100}$/.test(value) ? value : randomUUID();
}

export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}

/** Binds the id to the rest of the current async flow (hooks and interceptors cannot wrap it). */
export function enterCorrelationScope(correlationId: string): void {
  storage.enterWith({ correlationId });
}

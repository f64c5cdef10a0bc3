import { isRouteErrorResponse } from 'react-router';

/**
 * What React Router reports while it answers a request (it calls this instead of its own
 * console.error). A caller's mistake it has already answered with a 4xx — a POST or PUT to a page
 * that takes none is a 405 — is not worth a stack trace: the fuzz run's path corpus logged dozens,
 * and anyone can send more. Everything else is logged as React Router would, unless the caller
 * has gone away.
 */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // A 5xx error response carries the thrown error inside it (not in its public type).
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(inner ?? error);
}

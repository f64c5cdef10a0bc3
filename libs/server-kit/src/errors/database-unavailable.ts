/**
 * PostgreSQL is down or restarting: its name does not resolve (Docker's DNS forgets a stopped
 * container), its address cannot be reached, the connection was refused or cut, no connection was
 * ready within `DATABASE_CONNECT_TIMEOUT_MS` (a host that stops answering, or every pooled
 * connection busy that long), or the server is shutting down or still starting. That is the
 * database being unavailable (a 503 the caller may retry), not a bug (a 500) — the fault run saw
 * every call answer 500 while PostgreSQL restarted.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const UNAVAILABLE_NODE_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, name, message, cause } = current as {
      code?: unknown;
      name?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code)) return true;
      if (UNAVAILABLE_NODE_CODES.has(code)) return true;
    }
    if (name === 'ConnectionException') return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        message,
      )
    ) {
      return true;
    }
    current = cause;
  }
  return false;
}

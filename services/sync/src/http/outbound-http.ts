import { Logger } from '@nestjs/common';
import { Redactor } from './redactor';

export interface OutboundRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** Defaults to the wrapper's timeout. */
  timeoutMs?: number;
}

export interface OutboundResponse {
  status: number;
  ok: boolean;
  headers: Headers;
  /** The body, already gunzipped when the server sent it gzip-encoded. */
  text: string;
  ms: number;
}

/** A request that got no HTTP answer (timeout, refused, reset); its message holds no secret. */
export class OutboundHttpError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'network',
  ) {
    super(message);
    this.name = 'OutboundHttpError';
  }
}

/**
 * The one way out of the sync service: every retailer call has a deadline covering the whole
 * exchange (connect, headers and body), asks for gzip, and is logged with its secrets masked.
 */
export class OutboundHttp {
  private readonly logger = new Logger('OutboundHttp');

  constructor(
    readonly redactor: Redactor,
    private readonly defaultTimeoutMs: number,
  ) {}

  async request(request: OutboundRequest): Promise<OutboundResponse> {
    const timeoutMs = request.timeoutMs ?? this.defaultTimeoutMs;
    const safeUrl = this.redactor.url(request.url);
    const started = performance.now();
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: { 'accept-encoding': 'gzip', ...request.headers },
        body: request.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      const ms = Math.round(performance.now() - started);
      this.logger.debug(`${request.method} ${safeUrl} → ${response.status} in ${ms} ms`);
      return { status: response.status, ok: response.ok, headers: response.headers, text, ms };
    } catch (error) {
      const name = (error as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new OutboundHttpError(
          `${request.method} ${safeUrl} got no answer within ${timeoutMs} ms`,
          'timeout',
        );
      }
      const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
      const reason = cause?.code ?? cause?.message ?? (error as Error)?.message ?? 'failed';
      throw new OutboundHttpError(
        `${request.method} ${safeUrl} failed: ${this.redactor.redact(String(reason))}`,
        'network',
      );
    }
  }
}

/** Parses a JSON body, or returns null for an empty or non-JSON one. */
export function jsonBody<T>(response: OutboundResponse): T | null {
  try {
    return JSON.parse(response.text) as T;
  } catch {
    return null;
  }
}

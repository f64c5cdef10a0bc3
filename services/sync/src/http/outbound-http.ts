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

/**
 * A request that got no usable HTTP answer; its message holds no secret. `timeout` and `network`
 * (refused, reset) may pass on a retry; `refused` is an answer we will not take (a body over the
 * size cap, a redirect to another host) and would be refused again.
 */
export class OutboundHttpError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'network' | 'refused',
  ) {
    super(message);
    this.name = 'OutboundHttpError';
  }
}

/** Redirects followed within the host asked, at most. */
const MAX_REDIRECTS = 3;

/**
 * The one way out of the sync service: every retailer call has a deadline covering the whole
 * exchange (connect, headers and body), asks for gzip, and is logged with its secrets masked.
 * It follows redirects only within the host it asked (a retailer API that sends us elsewhere
 * would carry our credentials there) and reads at most `maxBodyBytes` of body, counted after
 * decompression, so neither a huge answer nor a small gzip bomb can exhaust the service's memory.
 */
export class OutboundHttp {
  private readonly logger = new Logger('OutboundHttp');

  constructor(
    readonly redactor: Redactor,
    private readonly defaultTimeoutMs: number,
    private readonly maxBodyBytes: number,
  ) {}

  async request(request: OutboundRequest): Promise<OutboundResponse> {
    const timeoutMs = request.timeoutMs ?? this.defaultTimeoutMs;
    const safeUrl = this.redactor.url(request.url);
    const started = performance.now();
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      let url = request.url;
      let response = await this.send(request, url, signal);
      for (let hops = 0; isRedirect(response.status); hops++) {
        const location = response.headers.get('location');
        await response.body?.cancel();
        const next = location ? new URL(location, url) : null;
        if (!next || next.host !== new URL(request.url).host || hops >= MAX_REDIRECTS) {
          const where = next ? `to ${next.host}` : 'without a location';
          throw new OutboundHttpError(
            `${request.method} ${safeUrl} redirected ${where}: refused`,
            'refused',
          );
        }
        url = next.toString();
        // A 303 asks for the answer with GET, whatever was sent.
        response = await this.send(
          response.status === 303 ? { ...request, method: 'GET', body: undefined } : request,
          url,
          signal,
        );
      }
      const text = await this.boundedText(response, `${request.method} ${safeUrl}`);
      const ms = Math.round(performance.now() - started);
      this.logger.debug(`${request.method} ${safeUrl} → ${response.status} in ${ms} ms`);
      return { status: response.status, ok: response.ok, headers: response.headers, text, ms };
    } catch (error) {
      if (error instanceof OutboundHttpError) throw error;
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

  private send(request: OutboundRequest, url: string, signal: AbortSignal): Promise<Response> {
    return fetch(url, {
      method: request.method,
      headers: { 'accept-encoding': 'gzip', ...request.headers },
      body: request.body,
      redirect: 'manual',
      signal,
    });
  }

  /** The body as text, refused past `maxBodyBytes` (declared or read, after decompression). */
  private async boundedText(response: Response, what: string): Promise<string> {
    const tooLarge = () =>
      new OutboundHttpError(
        `${what} answered more than ${this.maxBodyBytes} bytes: refused`,
        'refused',
      );
    // Content-Length counts the encoded bytes: a gzip body may still grow past the cap below.
    if (Number(response.headers.get('content-length') ?? 0) > this.maxBodyBytes) {
      await response.body?.cancel();
      throw tooLarge();
    }
    if (!response.body) return '';
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      if (bytes > this.maxBodyBytes) {
        await response.body.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  }
}

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

/** Parses a JSON body, or returns null for an empty or non-JSON one. */
export function jsonBody<T>(response: OutboundResponse): T | null {
  try {
    return JSON.parse(response.text) as T;
  } catch {
    return null;
  }
}

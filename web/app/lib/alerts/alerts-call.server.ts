import {
  routeRequest,
  routeResult,
  type RouteAt,
  type RouteCallArgs,
  type RouteResult,
} from '@bli/contracts';
import type { AlertsApi } from '@bli/contracts';
import { apiBase } from '../api-client';
import { wholeSetting } from '../page-cache/page-cache.config';
import { PageRateLimiter, shopperKey } from '../page-rate-limit/page-rate-limiter';
import { SHOPPER_HEADER } from './alert-requests';

type AlertsAddress = (typeof AlertsApi)[keyof typeof AlertsApi];

/** How an alert call failed, as a page says it (docs/alerts.md: 400 names the field). */
export type AlertFailure =
  | { kind: 'invalid'; fields: { field: string; message: string }[] }
  /** The link's token is forged, expired, of another kind or about an address now deleted. */
  | { kind: 'token' }
  | { kind: 'not-found' }
  | { kind: 'rate-limited' }
  | { kind: 'unavailable' };

export class AlertCallError extends Error {
  constructor(readonly failure: AlertFailure) {
    super(`alert call failed: ${failure.kind}`);
    this.name = 'AlertCallError';
  }
}

/**
 * ALERT_RATE_LIMIT_PER_MINUTE (20, as the gateway's own alerts limit; 0: off): calls to the
 * alerts routes one shopper may make through this web server a minute. Read once at start.
 */
export function alertRateLimit(env: NodeJS.ProcessEnv): number {
  return wholeSetting(env, 'ALERT_RATE_LIMIT_PER_MINUTE', 20, 100_000);
}

const perMinute = alertRateLimit(process.env);
const limiter = perMinute === 0 ? null : new PageRateLimiter(perMinute);

/** The 400 body's named fields (`details.fields`), if it has them. */
export function fieldsOf(body: string): { field: string; message: string }[] {
  try {
    const parsed = JSON.parse(body) as { details?: { fields?: unknown } };
    const fields = parsed.details?.fields;
    if (!Array.isArray(fields)) return [];
    return fields.filter(
      (item): item is { field: string; message: string } =>
        typeof item?.field === 'string' && typeof item?.message === 'string',
    );
  } catch {
    return [];
  }
}

/** What a gateway answer that is not OK means to the shopper. */
export function failureOf(status: number, body: string): AlertFailure {
  if (status === 400) {
    const fields = fieldsOf(body);
    return fields.some((item) => item.field === 'token')
      ? { kind: 'token' }
      : { kind: 'invalid', fields };
  }
  if (status === 404) return { kind: 'not-found' };
  if (status === 429) return { kind: 'rate-limited' };
  return { kind: 'unavailable' };
}

export interface AlertCallOptions {
  /**
   * Counted against the shopper's limit (default). Unsubscribing is not: RFC 8058 one-click
   * POSTs come from mail providers' servers, each on behalf of many shoppers, and an
   * unsubscribe refused for that would be one the shopper cannot repeat.
   */
  limited?: boolean;
}

/**
 * A call to an alerts route on behalf of the shopper whose request this is: counted against the
 * shopper's limit in this web server, and sent with the shopper's address (X-Forwarded-For),
 * which the gateway's own per-client limit counts when it trusts this server as a proxy
 * (TRUST_PROXY). Any failure is an AlertCallError; nothing about the call is logged (the body
 * may hold a token).
 */
export async function alertsCall<A extends AlertsAddress>(
  request: Request,
  options: AlertCallOptions,
  address: A,
  ...args: RouteCallArgs<RouteAt<A>>
): Promise<RouteResult<RouteAt<A>>> {
  const shopper = request.headers.get(SHOPPER_HEADER);
  if (limiter && options.limited !== false && limiter.hit(shopperKey(shopper ?? 'unknown'))) {
    throw new AlertCallError({ kind: 'rate-limited' });
  }
  const { method, url, body } = routeRequest(address, ...args);
  let response: Response;
  try {
    response = await fetch(`${apiBase()}${url}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(shopper && options.limited !== false ? { 'x-forwarded-for': shopper } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new AlertCallError({ kind: 'unavailable' });
  }
  const text = await response.text();
  if (!response.ok) throw new AlertCallError(failureOf(response.status, text));
  return routeResult(address, JSON.parse(text), null, ...args);
}

/** The failure an alert route shows: an AlertCallError's, anything else as unavailable. */
export function alertFailureOf(error: unknown): AlertFailure {
  return error instanceof AlertCallError ? error.failure : { kind: 'unavailable' };
}

import autocannon from 'autocannon';

export interface LoadFigures {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
  total: number;
}

export interface LoadOptions {
  connections: number;
  /** Seconds measured, after a discarded warm-up. */
  seconds: number;
  warmupSeconds: number;
  headers?: Record<string, string>;
  /** A query parameter new on every request (`?u=1`, `?u=2`…): no cache keyed by URL answers it. */
  uniqueQuery?: boolean;
}

/** Requests whose URL differs each time by a counter in the query. */
function uniqueRequests(url: string) {
  let counter = 0;
  const separator = url.includes('?') ? '&' : '?';
  return [
    {
      setupRequest: (request: { path?: string }) => ({
        ...request,
        path: `${request.path}${separator}u=${++counter}`,
      }),
    },
  ];
}

/**
 * One autocannon run against one URL, without pipelining (one request in flight per
 * connection, as browsers and proxies send them), after a warm-up whose figures are dropped.
 */
export async function measure(
  name: string,
  url: string,
  options: LoadOptions,
): Promise<LoadFigures> {
  const common = {
    url,
    connections: options.connections,
    pipelining: 1,
    timeout: 10,
    headers: options.headers,
    requests: options.uniqueQuery ? uniqueRequests(url) : undefined,
  };
  if (options.warmupSeconds > 0) await autocannon({ ...common, duration: options.warmupSeconds });
  const result = await autocannon({ ...common, duration: options.seconds });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

/** A fixed number of sequential requests (one connection): for slow calls, where p50 matters. */
export async function sample(
  name: string,
  url: string,
  amount: number,
  headers?: Record<string, string>,
): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections: 1,
    pipelining: 1,
    amount,
    timeout: 60,
    headers,
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

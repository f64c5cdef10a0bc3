// HTTP through the stack's published port with the Host header of the shop or the admin host
// (both are 127.0.0.1 here), as a browser would send it.
import { request } from 'node:http';

/** One request; resolves { status, headers, body, ms } (status 0 when it failed or timed out). */
export function send(port, { host, path, method = 'GET', headers = {}, body, timeoutMs = 10_000 }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, headers: { host, ...headers }, timeout: timeoutMs },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', () =>
          resolve({ status: 0, headers: {}, body: '', ms: performance.now() - started }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () =>
      resolve({ status: 0, headers: {}, body: '', ms: performance.now() - started }),
    );
    if (body !== undefined) req.end(typeof body === 'string' ? body : JSON.stringify(body));
    else req.end();
  });
}

/** Asks until `ok(response)` holds or the time is up; returns the last response and how long it took. */
export async function until(port, options, ok, timeoutMs) {
  const started = performance.now();
  for (;;) {
    const response = await send(port, { ...options, timeoutMs: 5_000 });
    if (ok(response)) return { ...response, waitedMs: performance.now() - started };
    if (performance.now() - started > timeoutMs) {
      throw new Error(
        `${options.path}: still ${response.status} after ${Math.round(timeoutMs / 1000)} s: ${response.body.slice(0, 200)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

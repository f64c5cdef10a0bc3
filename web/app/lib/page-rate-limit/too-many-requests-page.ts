import type { ServerResponse } from 'node:http';

/** The page is plain text on purpose: no script, style or picture to allow. */
const POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The 429 page: says how long to wait (also as Retry-After), is never stored or indexed, and
 * loads nothing.
 */
export function sendTooManyRequests(
  response: ServerResponse,
  retryAfterSeconds: number,
  headOnly: boolean,
): void {
  const body = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many searches – Best Laptops India</title></head>
<body>
<h1>Too many searches</h1>
<p>You have searched more often in the last minute than we can answer. Please try again in ${retryAfterSeconds} seconds.</p>
<p><a href="/">Back to the home page</a></p>
</body>
</html>
`;
  response.writeHead(429, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'retry-after': String(retryAfterSeconds),
    'content-security-policy': POLICY,
  });
  response.end(headOnly ? undefined : body);
}

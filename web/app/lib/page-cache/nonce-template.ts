/**
 * A rendered page with its CSP nonce cut out, so that every response served from the cache is
 * filled with a nonce of its own (in the policy header and in every script tag alike): the
 * policy stays nonce-based, and a nonce read from one response is worth nothing in the next.
 */

/** The nonce source of a Content-Security-Policy (`'nonce-…'`), if it has one. */
export function nonceOfPolicy(policy: string | null | undefined): string | undefined {
  return /'nonce-([A-Za-z0-9+/_-]+={0,2})'/.exec(policy ?? '')?.[1];
}

/** The body split at every occurrence of the nonce (one part when it has none). */
export function cutNonce(body: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** The body again, with `nonce` wherever the rendered one was. */
export function fillNonce(parts: readonly Buffer[], nonce: string): Buffer {
  if (parts.length === 1) return parts[0];
  const needle = Buffer.from(nonce);
  const chunks: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) chunks.push(needle);
    chunks.push(part);
  });
  return Buffer.concat(chunks);
}

/** The byte length of the filled body, without building it (for HEAD). */
export function filledLength(parts: readonly Buffer[], nonce: string): number {
  const parted = parts.reduce((sum, part) => sum + part.length, 0);
  return parted + (parts.length - 1) * Buffer.byteLength(nonce);
}

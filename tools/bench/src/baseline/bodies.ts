/** The subject the relay baseline asks its responder on (a NATS of the bench's own). */
export const RELAY_SUBJECT = 'bench.bytes';

const bodies = new Map<number, string>();

/** `{"hello":"wor…ld"}` padded to `bytes` (at least the 17 of the plain hello world). */
export function bodyOf(bytes: number): string {
  let body = bodies.get(bytes);
  if (body === undefined) {
    body = JSON.stringify({ hello: `wor${'l'.repeat(Math.max(1, bytes - 16))}d` });
    bodies.set(bytes, body);
  }
  return body;
}

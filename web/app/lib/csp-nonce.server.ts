import { randomBytes } from 'node:crypto';

/**
 * A fresh CSP nonce: 128 random bits in base64, as the policy's nonce source expects. Every HTML
 * response gets its own, rendered (entry.server.tsx) or served from the page cache.
 */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

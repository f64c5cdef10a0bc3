import type { PushSubscriptionJson } from '@bli/contracts';
import { InvalidInputError } from '@bli/server-kit';

/** The push services of Chrome and Edge (FCM), Firefox, Safari and Windows. */
export const DEFAULT_PUSH_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
];

/** Whether `endpoint` is at one of `origins` (`https://*.example.com`: any of its subdomains). */
export function isPushServiceEndpoint(endpoint: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return origins.some((origin) => {
    const wildcard = /^https:\/\/\*\.(.+)$/.exec(origin);
    if (!wildcard) return url.origin === origin;
    return url.protocol === 'https:' && url.hostname.endsWith(`.${wildcard[1]}`) && !url.port;
  });
}

/**
 * A subscription's endpoint must be one of the push services we trust: the service posts to it,
 * so an address a shopper typed would let anyone make it call any host (our own included).
 */
export function checkPushEndpoint(
  push: PushSubscriptionJson | undefined,
  origins: readonly string[],
): void {
  if (!push || isPushServiceEndpoint(push.endpoint, origins)) return;
  const message = 'push.endpoint is not the address of a known push service';
  throw new InvalidInputError(message, { fields: [{ field: 'push.endpoint', message }] });
}

import type { Agent } from 'node:https';
import type { PushSubscriptionJson } from '@bli/contracts';
import { sendNotification, WebPushError } from 'web-push';
import type { vapidOf } from '../alerts.config';
import { DeliveryError } from './delivery-error';
import type { PushMessage } from './push-message';

/** How long a push service keeps a message for an offline browser: news is stale after a day. */
const PUSH_TTL_SECONDS = 24 * 3600;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Web Push (RFC 8030/8291) with our VAPID keys; off without them. Provided by a factory from
 * the config (alerts.module.ts); tests pass an agent that trusts their local push service.
 */
export class PushTransport {
  constructor(
    private readonly vapid: ReturnType<typeof vapidOf>,
    private readonly agent?: Agent,
  ) {}

  get enabled(): boolean {
    return this.vapid !== null;
  }

  /**
   * Encrypts and posts `message` to the browser's push service. 404/410 means the browser's
   * subscription is gone and other 4xx answers will not change: both permanent.
   */
  async send(subscription: PushSubscriptionJson, message: PushMessage): Promise<void> {
    if (!this.vapid) throw new DeliveryError('push is off (no VAPID keys)', true);
    try {
      await sendNotification(subscription, JSON.stringify(message), {
        vapidDetails: this.vapid,
        TTL: PUSH_TTL_SECONDS,
        timeout: PUSH_TIMEOUT_MS,
        contentEncoding: 'aes128gcm',
        ...(this.agent ? { agent: this.agent } : {}),
      });
    } catch (error) {
      if (error instanceof WebPushError) {
        const status = error.statusCode;
        const permanent = status >= 400 && status < 500 && status !== 429 && status !== 408;
        throw new DeliveryError(
          `push service answered ${status}`,
          permanent,
          status === 404 || status === 410,
        );
      }
      throw new DeliveryError(`push: ${(error as Error).message}`, false);
    }
  }
}

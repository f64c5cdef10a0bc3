import { Injectable } from '@nestjs/common';
import type { PushSubscriptionJson } from '@bli/contracts';
import { sendNotification, WebPushError } from 'web-push';
import { AlertsConfig, vapidOf } from '../alerts.config';
import { DeliveryError } from './delivery-error';
import type { PushMessage } from './push-message';

/** How long a push service keeps a message for an offline browser: news is stale after a day. */
const PUSH_TTL_SECONDS = 24 * 3600;
const PUSH_TIMEOUT_MS = 10_000;

/** Web Push (RFC 8030/8291) with our VAPID keys; only when both keys are configured. */
@Injectable()
export class PushTransport {
  private readonly vapid: ReturnType<typeof vapidOf>;

  constructor(config: AlertsConfig) {
    this.vapid = vapidOf(config);
  }

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

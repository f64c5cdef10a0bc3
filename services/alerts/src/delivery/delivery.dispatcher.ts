import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '@bli/server-kit';
import { maskAddressesIn } from '../stats/mask-address';
import { DeliveriesRepository, type DueDelivery } from './deliveries.repository';
import { DeliveryError } from './delivery-error';
import { DeliveryMessages } from './delivery-messages';
import { MailTransport } from './mail.transport';
import { PushTransport } from './push.transport';

/** Deliveries claimed at once; a full batch is followed by the next at once. */
export const DISPATCH_BATCH = 20;
/** A claimed delivery is left alone this long by other dispatchers (the time to send it). */
const LEASE_MS = 2 * 60_000;
/** Tries before a delivery is given up (status failed). */
export const MAX_ATTEMPTS = 6;

/** Wait before try `attempts + 1`: 1 min, 4 min, 16 min, 64 min, then at most 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 4 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

export type Outcome =
  | { status: 'sent' }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; error: string; retryAt: Date | null; pushGone: boolean };

/**
 * Sends the deliveries that are due — alert mails, pushes, digests and confirmation mails —
 * and records each outcome: sent; skipped (push is off or the alert's browser is gone); retried
 * with backoff after a failure; failed for good after MAX_ATTEMPTS tries or a permanent refusal.
 */
@Injectable()
export class DeliveryDispatcher {
  private readonly logger = new Logger('DeliveryDispatcher');

  constructor(
    private readonly deliveries: DeliveriesRepository,
    private readonly messages: DeliveryMessages,
    private readonly mail: MailTransport,
    private readonly push: PushTransport,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** One batch of what is due at `now`; how many deliveries it claimed. */
  async sendDue(now: Date): Promise<number> {
    const due = await this.unitOfWork.run(() =>
      this.deliveries.claimDue(now, DISPATCH_BATCH, new Date(now.getTime() + LEASE_MS)),
    );
    for (const delivery of due) {
      const outcome = await this.attempt(delivery, now);
      await this.unitOfWork.run(() => this.record(delivery, outcome, now));
    }
    return due.length;
  }

  private async attempt(delivery: DueDelivery, now: Date): Promise<Outcome> {
    const aboutAnAlert = delivery.kind === 'alert' || delivery.kind === 'alert-set';
    if (aboutAnAlert && delivery.alertId === null) {
      return { status: 'skipped', reason: 'the alert was deleted' };
    }
    try {
      if (delivery.channel === 'push') {
        const message = this.messages.push(delivery, now);
        if (!this.push.enabled) return { status: 'skipped', reason: 'push is off' };
        if (!message || !delivery.pushSubscription) {
          return { status: 'skipped', reason: 'no browser to push to' };
        }
        await this.push.send(delivery.pushSubscription, message);
      } else {
        await this.mail.send(delivery.email, this.messages.mail(delivery, now));
      }
      return { status: 'sent' };
    } catch (error) {
      const failure =
        error instanceof DeliveryError ? error : new DeliveryError(String(error), false);
      const retry = !failure.permanent && delivery.attempts < MAX_ATTEMPTS;
      return {
        status: 'failed',
        // Kept for operators, who see no addresses (an SMTP refusal often quotes one).
        error: maskAddressesIn(failure.message),
        retryAt: retry ? new Date(now.getTime() + retryDelayMs(delivery.attempts)) : null,
        pushGone: failure.gone,
      };
    }
  }

  private async record(delivery: DueDelivery, outcome: Outcome, now: Date): Promise<void> {
    switch (outcome.status) {
      case 'sent':
        return this.deliveries.markSent(delivery, now);
      case 'skipped':
        return this.deliveries.markSkipped(delivery.id, outcome.reason);
      case 'failed':
        // No address in the log: the delivery's id finds it for whoever may look.
        this.logger.warn(
          `${delivery.kind} ${delivery.channel} delivery ${delivery.id} failed (try ${delivery.attempts}): ${outcome.error}${outcome.retryAt ? '' : '; given up'}`,
        );
        if (outcome.pushGone && delivery.alertId !== null) {
          await this.deliveries.dropPushSubscription(delivery.alertId);
        }
        return this.deliveries.markFailed(delivery.id, outcome.error, outcome.retryAt);
    }
  }
}

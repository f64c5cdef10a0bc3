import { Injectable } from '@nestjs/common';
import {
  ALERT_ACCEPTED_MESSAGE,
  type AlertsPatterns,
  type PayloadOf,
  type ResponseOf,
} from '@bli/contracts';
import { DomainError, UpstreamUnavailableError } from '@bli/server-kit';
import { AlertsConfig, vapidOf } from '../alerts.config';
import { DeliveriesRepository } from '../delivery/deliveries.repository';
import { indiaDay } from '../rules/delivery-plan';
import { initialTrack } from '../rules/alert-trigger';
import { AlertTokens, refused } from '../tokens/alert-token';
import { AlertsRepository } from './alerts.repository';
import { CatalogueLaptops } from './catalogue-laptops.client';
import { SubscribersRepository } from './subscribers.repository';
import { checkPushEndpoint } from './push-endpoint';
import { checkTargetBelow } from './target-price';

/** An address gets at most one confirmation (or "alert set") mail in this time. */
export const CONFIRMATION_MAIL_INTERVAL_MS = 10 * 60_000;
/** Alerts one address may ask for in 24 hours, whoever asks (answered 429 past it). */
export const CREATES_PER_ADDRESS_PER_DAY = 20;

type CreateCommand = PayloadOf<typeof AlertsPatterns.create>;

/**
 * Setting alerts and confirming addresses (double opt-in). Every request is answered alike
 * whatever the address's state, so nothing tells a caller whether an address is known
 * (docs/alerts.md, Privacy).
 */
@Injectable()
export class AlertRequestsService {
  constructor(
    private readonly laptops: CatalogueLaptops,
    private readonly subscribers: SubscribersRepository,
    private readonly alerts: AlertsRepository,
    private readonly deliveries: DeliveriesRepository,
    private readonly tokens: AlertTokens,
    private readonly config: AlertsConfig,
  ) {}

  /**
   * Checks the laptop and the condition, then stores the alert: on at once for a confirmed
   * address, waiting (ALERTS_CONFIRM_HOURS) for an unconfirmed one. The address is mailed — a
   * confirmation, or "your alert is on" when confirmed — at most once per 10 minutes; within
   * them the request is stored all the same and the mail already sent covers it.
   */
  async create(
    command: CreateCommand,
    now: Date,
  ): Promise<ResponseOf<typeof AlertsPatterns.create>> {
    const laptop = await this.laptops.onSale(command.laptop);
    const condition = command.condition;
    checkTargetBelow(condition, laptop.price);
    checkPushEndpoint(command.push, this.config.ALERTS_PUSH_ORIGINS);
    const push = vapidOf(this.config) && command.push ? command.push : null;
    await this.subscribers.inTransaction(async () => {
      const subscriber = await this.subscribers.findOrCreate(command.email, now);
      const since = new Date(now.getTime() - 24 * 3_600_000);
      if ((await this.alerts.createdSince(subscriber.id, since)) >= CREATES_PER_ADDRESS_PER_DAY) {
        throw new DomainError(
          'RATE_LIMITED',
          'Too many alerts were asked for this address today; try again tomorrow',
        );
      }
      const confirmed = subscriber.confirmedAt !== null;
      const waitUntil = new Date(now.getTime() + this.config.ALERTS_CONFIRM_HOURS * 3_600_000);
      let alert = await this.alerts.findSame(subscriber.id, laptop.slug, condition);
      if (alert) {
        // Asked again: an unconfirmed request waits afresh; nothing else of it changes.
        if (alert.expiresAt) alert.expiresAt = waitUntil;
        await this.alerts.flush();
      } else {
        const track = initialTrack(condition, laptop);
        alert = await this.alerts.add({
          subscriber,
          laptopAsin: laptop.asin,
          laptopSlug: laptop.slug,
          laptopName: laptop.name,
          condition,
          armed: track.armed,
          reference: track.reference,
          priceWhenSet: laptop.price,
          pushSubscription: push,
          createdAt: now,
          expiresAt: confirmed ? null : waitUntil,
        });
      }
      const since10 = new Date(now.getTime() - CONFIRMATION_MAIL_INTERVAL_MS);
      if (!(await this.subscribers.claimConfirmationMail(subscriber.id, now, since10))) return;
      const asked = { laptop: { slug: laptop.slug, name: laptop.name }, condition };
      await this.deliveries.add([
        {
          subscriberId: subscriber.id,
          alertId: confirmed ? alert.id : null,
          kind: confirmed ? 'alert-set' : 'confirmation',
          channel: 'email',
          status: 'pending',
          laptopSlug: laptop.slug,
          eventId: null,
          day: indiaDay(now),
          content: confirmed
            ? { type: 'alert-set', alertId: alert.id, ...asked }
            : { type: 'confirmation', ...asked },
          createdAt: now,
          nextAttemptAt: now,
        },
      ]);
    });
    return { message: ALERT_ACCEPTED_MESSAGE };
  }

  /** The confirm link: the address is confirmed and its waiting alerts switch on. */
  async confirm(token: string, now: Date): Promise<ResponseOf<typeof AlertsPatterns.confirm>> {
    const claims = this.tokens.verify(token, 'confirm', now);
    const subscriber = await this.subscribers.findById(claims.subscriberId);
    // Deleted meanwhile (expired unconfirmed, or "delete everything"): the link is moot.
    if (!subscriber) throw refused();
    return {
      confirmed: await this.subscribers.confirm(subscriber, now),
      manageToken: this.tokens.issue('manage', subscriber.id, now),
    };
  }

  /** The VAPID public key browsers subscribe with; 503 while push is off. */
  pushKey(): ResponseOf<typeof AlertsPatterns.pushKey> {
    const vapid = vapidOf(this.config);
    if (!vapid) throw new UpstreamUnavailableError('Web push is not configured here');
    return { publicKey: vapid.publicKey };
  }
}

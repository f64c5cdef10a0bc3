import { Injectable } from '@nestjs/common';
import type { PriceChangedEvent } from '@bli/contracts';
import { AlertsConfig, vapidOf } from '../alerts.config';
import type { AlertNews } from '../delivery/delivery-content';
import { DeliveriesRepository, type NewDelivery } from '../delivery/deliveries.repository';
import type { Alert } from '../entities';
import { evaluate } from '../rules/alert-trigger';
import { digestDueAt, indiaDay, planDelivery } from '../rules/delivery-plan';
import { PriceEventsRepository } from './price-events.repository';

/** An alert tells its owner now: confirmed (it was loaded), neither paused nor snoozed. */
export function isListening(alert: Alert, now: Date): boolean {
  return !alert.paused && (!alert.snoozedUntil || alert.snoozedUntil <= now);
}

export function newsOf(alert: Alert, event: PriceChangedEvent): AlertNews {
  return {
    alertId: alert.id,
    laptop: { slug: event.slug, name: event.name },
    condition: alert.condition,
    newPrice: event.newPrice,
    oldPrice: event.oldPrice,
    priceAsOf: event.priceAsOf,
    lowestPrice: event.lowestPrice,
    availability: event.availability,
  };
}

/**
 * Applies one price-changed event, exactly once: every confirmed alert on the laptop sees the
 * change (rules/alert-trigger.ts) and keeps its new track; each that fires and is listening
 * gets its mail now, nothing (its laptop had its mail today) or a place in tomorrow morning's
 * digest (rules/delivery-plan.ts); a push goes with a mail sent now when the alert's browser
 * asked for them. An event older than the laptop's newest change applied (a late redelivery)
 * is recorded and changes nothing. All of it commits with the event's id, or none of it does.
 */
@Injectable()
export class PriceChangesService {
  constructor(
    private readonly events: PriceEventsRepository,
    private readonly deliveries: DeliveriesRepository,
    private readonly config: AlertsConfig,
  ) {}

  /** False when the event had been applied before (a redelivery). */
  apply(event: PriceChangedEvent, now: Date): Promise<boolean> {
    return this.events.applyOnce(event.eventId, now, async () => {
      // A change older than one applied before is not news: its price is no longer the laptop's.
      if (!(await this.events.recordIfNewest(event.asin, new Date(event.changedAt)))) return;
      const alerts = await this.events.confirmedAlertsOn(event.asin);
      const fired: Alert[] = [];
      for (const alert of alerts) {
        const outcome = evaluate(
          alert.condition,
          { armed: alert.armed, reference: alert.reference },
          event,
        );
        alert.armed = outcome.track.armed;
        alert.reference = outcome.track.reference;
        alert.laptopSlug = event.slug;
        alert.laptopName = event.name;
        if (outcome.fires && isListening(alert, now)) fired.push(alert);
      }
      await this.events.flush();
      if (fired.length > 0) await this.deliver(fired, event, now);
    });
  }

  private async deliver(fired: readonly Alert[], event: PriceChangedEvent, now: Date) {
    const day = indiaDay(now);
    const days = await this.deliveries.dayOf([...new Set(fired.map(subscriberOf))], day);
    const pushOn = vapidOf(this.config) !== null;
    const rows: NewDelivery[] = [];
    for (const alert of fired) {
      const news = newsOf(alert, event);
      const today = days.get(subscriberOf(alert)) ?? { mails: 0, laptops: new Set<string>() };
      const row = (channel: NewDelivery['channel'], status: NewDelivery['status']) =>
        rows.push({
          subscriberId: subscriberOf(alert),
          alertId: alert.id,
          kind: 'alert',
          channel,
          status,
          laptopSlug: event.slug,
          eventId: event.eventId,
          day,
          content: { type: 'alert', news },
          createdAt: now,
          nextAttemptAt: status === 'pending' ? now : null,
        });
      switch (planDelivery(today, event.slug, this.config.ALERTS_DAILY_CAP)) {
        case 'send':
          row('email', 'pending');
          if (pushOn && alert.pushSubscription) row('push', 'pending');
          today.mails += 1;
          today.laptops.add(event.slug);
          break;
        case 'skip':
          row('email', 'skipped');
          break;
        case 'digest': {
          row('digest', 'held');
          today.laptops.add(event.slug);
          const due = digestDueAt(day);
          await this.deliveries.addToDigest(subscriberOf(alert), due, indiaDay(due), news, now);
          break;
        }
      }
    }
    await this.deliveries.add(rows);
  }
}

const subscriberOf = (alert: Alert): number => alert.subscriber.id;

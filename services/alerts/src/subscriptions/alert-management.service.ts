import { Injectable } from '@nestjs/common';
import type { AlertsOfAddress, AlertsPatterns, ManagedAlert, PayloadOf } from '@bli/contracts';
import { NotFoundError } from '@bli/server-kit';
import { initialTrack } from '../rules/alert-trigger';
import type { Subscriber } from '../entities';
import { AlertTokens, refused } from '../tokens/alert-token';
import { AlertsRepository } from './alerts.repository';
import { CatalogueLaptops } from './catalogue-laptops.client';
import { toManagedAlert } from './managed-alert.mapper';
import { SubscribersRepository } from './subscribers.repository';
import { checkTargetBelow } from './target-price';

type UpdateCommand = PayloadOf<typeof AlertsPatterns.update>;

const DAY_MS = 24 * 3_600_000;

/**
 * Managing an address's alerts without an account: a manage token from one of our mails
 * proves the address; an unsubscribe token deletes (one alert, or everything about the address).
 */
@Injectable()
export class AlertManagementService {
  constructor(
    private readonly tokens: AlertTokens,
    private readonly subscribers: SubscribersRepository,
    private readonly alerts: AlertsRepository,
    private readonly laptops: CatalogueLaptops,
  ) {}

  /** Everything we keep about the address: the address, its alerts, whether any pushes. */
  async manage(token: string, now: Date): Promise<AlertsOfAddress> {
    const subscriber = await this.owner(token, now);
    const alerts = (await this.alerts.ofSubscriber(subscriber.id)).filter(
      (alert) => !alert.expiresAt || alert.expiresAt > now,
    );
    return {
      email: subscriber.email,
      push: alerts.some((alert) => alert.pushSubscription !== null),
      alerts: alerts.map((alert) => toManagedAlert(alert, now)),
    };
  }

  /** Pause or resume, snooze 7 or 30 days (0 wakes), or watch for something else. */
  async update(command: UpdateCommand, now: Date): Promise<ManagedAlert> {
    const subscriber = await this.owner(command.token, now);
    const alert = await this.alerts.findOwned(command.id, subscriber.id);
    if (!alert) throw notYours(command.id);
    if (command.condition) {
      const laptop = await this.laptops.onSale(alert.laptopSlug);
      checkTargetBelow(command.condition, laptop.price);
      const track = initialTrack(command.condition, laptop);
      alert.condition = command.condition;
      alert.armed = track.armed;
      alert.reference = track.reference;
      alert.priceWhenSet = laptop.price;
      alert.laptopName = laptop.name;
    }
    if (command.paused !== undefined) alert.paused = command.paused;
    if (command.snoozeDays !== undefined) {
      alert.snoozedUntil =
        command.snoozeDays === 0 ? null : new Date(now.getTime() + command.snoozeDays * DAY_MS);
    }
    await this.alerts.flush();
    return toManagedAlert(alert, now);
  }

  async remove(id: number, token: string, now: Date): Promise<{ removed: number }> {
    const subscriber = await this.owner(token, now);
    const alert = await this.alerts.findOwned(id, subscriber.id);
    if (!alert) throw notYours(id);
    await this.alerts.remove(alert, now);
    return { removed: 1 };
  }

  /** "Delete everything about me": the address, its alerts, its deliveries. */
  async removeAll(token: string, now: Date): Promise<{ removed: number }> {
    const claims = this.tokens.verify(token, 'manage', now);
    return { removed: await this.subscribers.forget(claims.subscriberId) };
  }

  /**
   * RFC 8058 one-click: a token about one alert deletes that alert; one about the address
   * deletes everything about it. Clicking twice is harmless (0 removed).
   */
  async unsubscribe(token: string, now: Date): Promise<{ removed: number }> {
    const claims = this.tokens.verify(token, 'unsubscribe', now);
    if (claims.alertId === undefined) {
      return { removed: await this.subscribers.forget(claims.subscriberId) };
    }
    const alert = await this.alerts.findOwned(claims.alertId, claims.subscriberId);
    if (!alert) return { removed: 0 };
    await this.alerts.remove(alert, now);
    return { removed: 1 };
  }

  private async owner(token: string, now: Date): Promise<Subscriber> {
    const claims = this.tokens.verify(token, 'manage', now);
    const subscriber = await this.subscribers.findById(claims.subscriberId);
    if (!subscriber) throw refused();
    return subscriber;
  }
}

function notYours(id: number): NotFoundError {
  return new NotFoundError(`This address has no alert ${id}`);
}

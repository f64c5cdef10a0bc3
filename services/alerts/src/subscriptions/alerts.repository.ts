import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AlertCondition, PushSubscriptionJson } from '@bli/contracts';
import { Alert, Subscriber } from '../entities';

export interface NewAlert {
  subscriber: Subscriber;
  laptopAsin: string;
  laptopSlug: string;
  laptopName: string;
  condition: AlertCondition;
  armed: boolean;
  reference: number | null;
  priceWhenSet: number;
  pushSubscription: PushSubscriptionJson | null;
  createdAt: Date;
  expiresAt: Date | null;
}

/** An address's alerts, as their owner sets and manages them. */
@Injectable()
export class AlertsRepository {
  constructor(private readonly em: EntityManager) {}

  async add(alert: NewAlert): Promise<Alert> {
    const row = this.em.create(Alert, alert);
    await this.em.persist(row).flush();
    return row;
  }

  /** Alerts of the address created since `since` (the per-address daily cap). */
  createdSince(subscriberId: number, since: Date): Promise<number> {
    return this.em.count(Alert, { subscriber: subscriberId, createdAt: { $gte: since } });
  }

  /** The address's alert on the same laptop with the same condition, if it has one. */
  async findSame(
    subscriberId: number,
    laptopSlug: string,
    condition: AlertCondition,
  ): Promise<Alert | null> {
    const candidates = await this.em.find(Alert, { subscriber: subscriberId, laptopSlug });
    const key = conditionKey(condition);
    return candidates.find((alert) => conditionKey(alert.condition) === key) ?? null;
  }

  /** Every alert of the address, oldest first. */
  ofSubscriber(subscriberId: number): Promise<Alert[]> {
    return this.em.find(Alert, { subscriber: subscriberId }, { orderBy: { id: 'asc' } });
  }

  /** The alert `id` if the address owns it. */
  findOwned(id: number, subscriberId: number): Promise<Alert | null> {
    return this.em.findOne(Alert, { id, subscriber: subscriberId });
  }

  /** Deletes one alert (and its deliveries) and notes when the address last lost one. */
  async remove(alert: Alert, now: Date): Promise<void> {
    await this.em.remove(alert).flush();
    await this.em.nativeUpdate(
      Subscriber,
      { id: alert.subscriber.id },
      { lastAlertRemovedAt: now },
    );
  }

  flush(): Promise<void> {
    return this.em.flush();
  }
}

/** A condition's identity whatever the order its JSON keys come back in. */
function conditionKey(condition: AlertCondition): string {
  return JSON.stringify(Object.entries(condition).sort(([a], [b]) => a.localeCompare(b)));
}

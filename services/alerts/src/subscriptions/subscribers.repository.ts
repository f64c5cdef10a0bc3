import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ALERTS_SCHEMA } from '../database/mikro-orm.config';
import { Alert, Subscriber } from '../entities';

const SUBSCRIBERS = `"${ALERTS_SCHEMA}"."subscribers"`;

/** The addresses: found or made by email, confirmed, forgotten. */
@Injectable()
export class SubscribersRepository {
  constructor(private readonly em: EntityManager) {}

  /** The address's row, made when new (two requests at once for one new address make one). */
  async findOrCreate(email: string, now: Date): Promise<Subscriber> {
    const [row] = await this.em.execute<{ id: number }[]>(
      `insert into ${SUBSCRIBERS} (email, created_at) values (?, ?)
         on conflict (email) do update set email = excluded.email returning id`,
      [email, now],
    );
    return this.em.findOneOrFail(Subscriber, { id: row.id }, { refresh: true });
  }

  /** Runs `work` in one transaction: repositories called inside it take part. */
  inTransaction<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }

  findById(id: number): Promise<Subscriber | null> {
    return this.em.findOne(Subscriber, { id });
  }

  /**
   * Stamps a confirmation mail as sent unless one went out after `since`: true when this call
   * may send one (one statement, so two requests at once cannot both send).
   */
  async claimConfirmationMail(subscriberId: number, now: Date, since: Date): Promise<boolean> {
    const claimed = await this.em.nativeUpdate(
      Subscriber,
      {
        id: subscriberId,
        $or: [{ lastConfirmationSentAt: null }, { lastConfirmationSentAt: { $lte: since } }],
      },
      { lastConfirmationSentAt: now },
    );
    return claimed > 0;
  }

  /** Confirms the address (first time only) and switches on its alerts still waiting. */
  async confirm(subscriber: Subscriber, now: Date): Promise<number> {
    if (!subscriber.confirmedAt) subscriber.confirmedAt = now;
    await this.em.flush();
    return this.em.nativeUpdate(
      Alert,
      { subscriber: subscriber.id, expiresAt: { $gt: now } },
      { expiresAt: null },
    );
  }

  /** Deletes the address and, with it, its alerts and deliveries; the alerts it had. */
  async forget(subscriberId: number): Promise<number> {
    const alerts = await this.em.count(Alert, { subscriber: subscriberId });
    await this.em.nativeDelete(Subscriber, { id: subscriberId });
    return alerts;
  }
}

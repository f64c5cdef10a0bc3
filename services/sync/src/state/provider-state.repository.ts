import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ObservationSource } from '@bli/contracts';
import { ProviderState } from '../entities';

/**
 * Provider state shared by every replica (cool-downs, the last Keepa balance): read from the
 * database each time, since another replica may have changed it during this unit of work.
 */
@Injectable()
export class ProviderStateRepository {
  constructor(private readonly em: EntityManager) {}

  find(provider: ObservationSource): Promise<ProviderState | null> {
    return this.em.findOne(ProviderState, { provider }, { refresh: true });
  }

  async markUnavailable(
    provider: ObservationSource,
    until: Date,
    reason: string,
    now: Date,
  ): Promise<void> {
    await this.em.upsert(ProviderState, {
      provider,
      unavailableUntil: until,
      unavailableReason: reason,
      lastErrorAt: now,
      lastError: reason,
      updatedAt: now,
    });
  }

  async recordSuccess(provider: ObservationSource, now: Date): Promise<void> {
    await this.em.upsert(ProviderState, {
      provider,
      unavailableUntil: null,
      unavailableReason: null,
      lastSuccessAt: now,
      updatedAt: now,
    });
  }

  async recordError(provider: ObservationSource, message: string, now: Date): Promise<void> {
    await this.em.upsert(ProviderState, {
      provider,
      lastErrorAt: now,
      lastError: message,
      updatedAt: now,
    });
  }

  async saveKeepaTokens(
    tokensLeft: number,
    refillRate: number,
    refillAt: Date,
    now: Date,
  ): Promise<void> {
    await this.em.upsert(ProviderState, {
      provider: 'keepa',
      tokensLeft,
      refillRate,
      refillAt,
      updatedAt: now,
    });
  }
}

import type { ObservationSource } from '@bli/contracts';
import { ProviderState } from '../../src/entities';
import type { ProviderStateRepository } from '../../src/state/provider-state.repository';

/** ProviderStateRepository without a database, for client and budget tests. */
export function memoryProviderStates(): ProviderStateRepository & {
  states: Map<string, ProviderState>;
} {
  const states = new Map<string, ProviderState>();
  const upsert = (provider: ObservationSource, data: Partial<ProviderState>) => {
    const state = states.get(provider) ?? Object.assign(new ProviderState(), { provider });
    states.set(provider, Object.assign(state, data));
  };
  return {
    states,
    find: async (provider: ObservationSource) => states.get(provider) ?? null,
    markUnavailable: async (provider, until, reason, now) =>
      upsert(provider, { unavailableUntil: until, unavailableReason: reason, updatedAt: now }),
    recordSuccess: async (provider, now) =>
      upsert(provider, { unavailableUntil: null, lastSuccessAt: now, updatedAt: now }),
    recordError: async (provider, message, now) =>
      upsert(provider, { lastError: message, lastErrorAt: now, updatedAt: now }),
    saveKeepaTokens: async (tokensLeft, refillRate, refillAt, now) =>
      upsert('keepa', { tokensLeft, refillRate, refillAt, updatedAt: now }),
  } as ProviderStateRepository & { states: Map<string, ProviderState> };
}

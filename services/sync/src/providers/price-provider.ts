import type { ObservationSource, PriceObservation, SyncRunError } from '@bli/contracts';

/** A laptop to price and when we last had a price for it (history after that is wanted). */
export interface FetchTarget {
  asin: string;
  lastUpdated?: string;
}

/** What a run spent at the retailers; shared by concurrent calls, so each call adds its own. */
export interface RequestMeter {
  creatorsApiRequests: number;
  keepaTokens: number;
  keepaRateLimited: number;
}

export function newMeter(): RequestMeter {
  return { creatorsApiRequests: 0, keepaTokens: 0, keepaRateLimited: 0 };
}

export interface FetchResult {
  source: ObservationSource;
  observations: PriceObservation[];
  /** Per-item problems (not found, no offer); the rest of the batch still counts. */
  errors: SyncRunError[];
}

/**
 * One interface every retailer source implements (ghostfolio's data-provider shape): the
 * processor asks for prices and never knows whether tokens, rate limits or OAuth sit behind it.
 */
export interface PriceProvider {
  readonly source: ObservationSource;
  /** Largest number of targets one fetch() should be given. */
  readonly batchSize: number;
  /** Throws ProviderUnavailableError when this source cannot be used now. */
  assertAvailable(): Promise<void>;
  fetch(targets: FetchTarget[], meter: RequestMeter, signal?: AbortSignal): Promise<FetchResult>;
}

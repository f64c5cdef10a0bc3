import type { ObservationSource } from '@bli/contracts';
import { UpstreamUnavailableError } from '@bli/server-kit';
import { OutboundHttpError } from '../http/outbound-http';

export const SOURCE_LABELS: Record<ObservationSource, string> = {
  'creators-api': 'Amazon API',
  keepa: 'Keepa',
};

/** A source that cannot be used now (not configured, cooling down, circuit open, rejected). */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly source: ObservationSource,
    message: string,
    readonly until: Date | null = null,
  ) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

/** An HTTP answer that is an error; `retryable` marks 429 and 5xx, which are worth another try. */
export class ProviderHttpError extends Error {
  constructor(
    readonly source: ObservationSource,
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ProviderHttpError';
  }
}

export function isRetryable(error: unknown): boolean {
  return (
    (error instanceof OutboundHttpError && error.kind !== 'refused') ||
    (error instanceof ProviderHttpError && error.retryable)
  );
}

/**
 * Runs `work`, turning a retailer failure into a 503 for the operator who asked; its message is
 * written for operators (secrets already masked).
 */
export async function unavailableAs503<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (
      error instanceof ProviderUnavailableError ||
      error instanceof ProviderHttpError ||
      error instanceof OutboundHttpError
    ) {
      throw new UpstreamUnavailableError(error.message);
    }
    throw error;
  }
}

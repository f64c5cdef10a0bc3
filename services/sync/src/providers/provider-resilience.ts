import type { ObservationSource } from '@bli/contracts';
import {
  BrokenCircuitError,
  circuitBreaker,
  CircuitState,
  ConsecutiveBreaker,
  ExponentialBackoff,
  handleWhen,
  retry,
  wrap,
  type IPolicy,
} from 'cockatiel';
import {
  isRetryable,
  ProviderHttpError,
  ProviderUnavailableError,
  SOURCE_LABELS,
} from './provider-errors';

export interface ResilienceOptions {
  /** Retries after the first try, for 429, 5xx, timeouts and network errors. */
  retryAttempts: number;
  /** Calls failing in a row (after their retries) that open the circuit. */
  breakerFailures: number;
  /** How long an open circuit refuses calls before letting one through. */
  breakerResetMs: number;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
}

/**
 * Retries with exponential backoff and jitter inside a circuit breaker, per provider (cockatiel):
 * a call that still fails after its retries counts once; enough in a row open the circuit and
 * the provider reports itself unavailable until the breaker lets a trial call through.
 */
export class ProviderResilience {
  private readonly breaker;
  private readonly policy: IPolicy;
  private openedAt: number | null = null;

  constructor(
    readonly source: ObservationSource,
    private readonly options: ResilienceOptions,
  ) {
    const retries = retry(handleWhen(isRetryable), {
      maxAttempts: options.retryAttempts,
      backoff: new ExponentialBackoff({
        initialDelay: options.initialBackoffMs ?? 500,
        maxDelay: options.maxBackoffMs ?? 15_000,
      }),
    });
    this.breaker = circuitBreaker(
      handleWhen(
        (error) =>
          isRetryable(error) || (error instanceof ProviderHttpError && error.status === 401),
      ),
      {
        halfOpenAfter: options.breakerResetMs,
        breaker: new ConsecutiveBreaker(options.breakerFailures),
      },
    );
    this.breaker.onBreak(() => (this.openedAt = Date.now()));
    this.breaker.onReset(() => (this.openedAt = null));
    this.policy = wrap(this.breaker, retries);
  }

  /** Open and not yet due for a trial call. */
  get isOpen(): boolean {
    return (
      this.breaker.state === CircuitState.Open &&
      this.openedAt !== null &&
      Date.now() - this.openedAt < this.options.breakerResetMs
    );
  }

  get retryAt(): Date | null {
    return this.openedAt === null ? null : new Date(this.openedAt + this.options.breakerResetMs);
  }

  async execute<T>(work: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    try {
      return await this.policy.execute(({ signal: inner }) => work(inner), signal);
    } catch (error) {
      if (error instanceof BrokenCircuitError) throw this.unavailable();
      throw error;
    }
  }

  unavailable(): ProviderUnavailableError {
    return new ProviderUnavailableError(
      this.source,
      `${SOURCE_LABELS[this.source]} unavailable: it failed ${this.options.breakerFailures} times in a row; trying again after ${this.retryAt?.toISOString() ?? 'a pause'}`,
      this.retryAt,
    );
  }
}

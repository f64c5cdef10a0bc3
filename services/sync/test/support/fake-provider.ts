import type { ObservationSource } from '@bli/contracts';
import type {
  FetchResult,
  FetchTarget,
  PriceProvider,
  RequestMeter,
} from '../../src/providers/price-provider';
import { ProviderUnavailableError } from '../../src/providers/provider-errors';
import type { FakeClock } from './fake-clock';

/**
 * A provider that prices anything, taking `msPerItem` of fake time per item (its quota),
 * and can be switched off or made to hang (a crash in the middle of a run).
 */
export class FakeProvider implements PriceProvider {
  readonly batchSize = 100;
  available = true;
  /** Fetches left before every further one hangs forever. */
  hangAfter = Infinity;
  /** Real milliseconds each fetch takes (other work runs meanwhile). */
  delayMs = 0;
  readonly fetched: { asin: string; at: number }[] = [];

  constructor(
    readonly source: ObservationSource,
    private readonly clock: FakeClock,
    private readonly msPerItem = 0,
  ) {}

  async assertAvailable(): Promise<void> {
    if (!this.available) throw new ProviderUnavailableError(this.source, `${this.source} is off`);
  }

  async fetch(targets: FetchTarget[], meter: RequestMeter): Promise<FetchResult> {
    await this.assertAvailable();
    if (this.hangAfter-- <= 0) return new Promise<FetchResult>(() => undefined);
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    this.clock.advance(this.msPerItem * targets.length);
    if (this.source === 'keepa') meter.keepaTokens += targets.length;
    else meter.creatorsApiRequests += Math.ceil(targets.length / 10);
    const observedAt = this.clock.now().toISOString();
    targets.forEach(({ asin }) => this.fetched.push({ asin, at: this.clock.ms }));
    return {
      source: this.source,
      observations: targets.map(({ asin }) => ({
        asin,
        currentPrice: 40_000,
        observedAt,
        source: this.source,
      })),
      offerless: [],
      missing: [],
      errors: [],
    };
  }
}

import { SyncClock } from '../../src/common/clock';

/**
 * A clock that moves only when told; sleeping moves it at once. A sleep still yields to I/O and
 * timers (setImmediate, not a resolved promise): a loop of sleeps must not starve a socket it
 * waits on, nor jest's own test timeout.
 */
export class FakeClock extends SyncClock {
  readonly sleeps: number[] = [];

  constructor(public ms = Date.UTC(2026, 10, 22, 6, 0, 0)) {
    super();
  }

  now(): Date {
    return new Date(this.ms);
  }

  advance(ms: number): void {
    this.ms += ms;
  }

  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) throw signal.reason;
    this.sleeps.push(ms);
    this.ms += ms;
    await new Promise((resolve) => setImmediate(resolve));
  }

  /** For the simulators, which take a plain millisecond clock. */
  readonly read = () => this.ms;
}

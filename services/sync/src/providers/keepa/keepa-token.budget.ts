/** The token state Keepa last reported. */
export interface KeepaTokenState {
  tokensLeft: number;
  /** Tokens per minute. */
  refillRate: number;
  /** When the next refill step lands (unix ms). */
  refillAt: number;
}

export interface Reservation {
  release(): void;
}

/**
 * Our own plan of Keepa's balance: the last reported balance plus the refill steps due since,
 * capped at an hour's worth, less what calls in flight have reserved. A call is made only when
 * the plan stays at or above zero after it, so we never rely on Keepa's overdraft.
 */
export class KeepaTokenBudget {
  private state: KeepaTokenState | null = null;
  private reserved = 0;

  /** `refillPeriodMs`: one refill step (Keepa: a minute). */
  constructor(readonly refillPeriodMs = 60_000) {}

  get known(): boolean {
    return this.state !== null;
  }

  get snapshot(): KeepaTokenState | null {
    return this.state && { ...this.state };
  }

  /** Takes in the envelope of an answer received at `at`. */
  observe(
    envelope: { tokensLeft: number; refillIn: number; refillRate: number },
    at: number,
  ): void {
    this.state = {
      tokensLeft: envelope.tokensLeft,
      refillRate: envelope.refillRate,
      refillAt: at + Math.max(0, envelope.refillIn),
    };
  }

  private get perStep(): number {
    return this.state ? (this.state.refillRate * this.refillPeriodMs) / 60_000 : 0;
  }

  private get capacity(): number {
    return this.state ? this.state.refillRate * 60 : 0;
  }

  /** The balance the plan expects at `at`, before reservations. */
  plannedBalance(at: number): number {
    if (!this.state) return 0;
    const { tokensLeft, refillAt } = this.state;
    if (tokensLeft >= this.capacity) return tokensLeft;
    const steps = at < refillAt ? 0 : 1 + Math.floor((at - refillAt) / this.refillPeriodMs);
    return Math.min(this.capacity, tokensLeft + steps * this.perStep);
  }

  available(at: number): number {
    return this.plannedBalance(at) - this.reserved;
  }

  /** How many items of `costEach` tokens may be sent now (at most `max`) keeping the plan ≥ 0. */
  affordable(at: number, costEach: number, max: number): number {
    return Math.max(0, Math.min(max, Math.floor(this.available(at) / costEach)));
  }

  /**
   * Milliseconds from `at` until the plan affords `cost`; null when it never will (unknown
   * state, no refill, or more than the bucket holds, which must never be waited for).
   */
  waitFor(at: number, cost: number): number | null {
    if (!this.state || this.perStep <= 0) return null;
    if (this.available(at) >= cost) return 0;
    if (this.capacity - this.reserved < cost) return null;
    const steps = Math.ceil((cost + this.reserved - this.state.tokensLeft) / this.perStep);
    const due = this.state.refillAt + (steps - 1) * this.refillPeriodMs;
    return Math.max(0, due - at);
  }

  reserve(cost: number): Reservation {
    this.reserved += cost;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.reserved -= cost;
      },
    };
  }
}

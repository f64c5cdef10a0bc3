import type { Clock } from '../clock';

export interface KeepaTokenBucketOptions {
  /** Tokens added per minute (the plan). */
  refillRate: number;
  /** Length of one refill step; Keepa's is a minute. Shorter makes a scaled-down plan. */
  refillPeriodMs?: number;
  /** Starting balance; a full bucket (60 minutes of refill) when not given. */
  initialTokens?: number;
  clock: Clock;
}

/**
 * Keepa's token balance: refilled in steps of refillRate per minute, capped at an hour's worth
 * (unused tokens expire), spendable whenever it is positive, even into the negative.
 */
export class KeepaTokenBucket {
  readonly refillRate: number;
  readonly refillPeriodMs: number;
  readonly capacity: number;
  private tokens: number;
  private nextRefillAt: number;
  /** The lowest balance after any charge. */
  lowest: number;
  spent = 0;

  constructor(private readonly options: KeepaTokenBucketOptions) {
    this.refillRate = options.refillRate;
    this.refillPeriodMs = options.refillPeriodMs ?? 60_000;
    this.capacity = options.refillRate * 60;
    this.tokens = options.initialTokens ?? this.capacity;
    this.lowest = this.tokens;
    this.nextRefillAt = options.clock() + this.refillPeriodMs;
  }

  private get perRefill(): number {
    return Math.round((this.refillRate * this.refillPeriodMs) / 60_000);
  }

  private refill(): void {
    const now = this.options.clock();
    while (now >= this.nextRefillAt) {
      this.tokens = Math.min(this.capacity, this.tokens + this.perRefill);
      this.nextRefillAt += this.refillPeriodMs;
    }
  }

  get balance(): number {
    this.refill();
    return this.tokens;
  }

  /** Milliseconds until the next refill step. */
  get refillIn(): number {
    this.refill();
    return this.nextRefillAt - this.options.clock();
  }

  canSpend(): boolean {
    return this.balance > 0;
  }

  charge(cost: number): void {
    this.refill();
    this.tokens -= cost;
    this.spent += cost;
    this.lowest = Math.min(this.lowest, this.tokens);
  }
}

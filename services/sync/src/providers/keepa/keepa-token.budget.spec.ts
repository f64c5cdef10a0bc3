import { KeepaTokenBucket } from '@bli/retailer-simulators';
import { KeepaTokenBudget } from './keepa-token.budget';

const MINUTE = 60_000;

describe('Keepa token budget', () => {
  it('plans the balance from the last report and the refill steps since, capped at an hour', () => {
    const budget = new KeepaTokenBudget();
    expect(budget.plannedBalance(0)).toBe(0);
    budget.observe({ tokensLeft: 10, refillIn: 20_000, refillRate: 20 }, 1_000);
    expect(budget.plannedBalance(20_999)).toBe(10);
    expect(budget.plannedBalance(21_000)).toBe(30);
    expect(budget.plannedBalance(21_000 + 2 * MINUTE)).toBe(70);
    expect(budget.plannedBalance(21_000 + 500 * MINUTE)).toBe(1_200);
  });

  it('affords only what keeps the plan at or above zero, reservations included', () => {
    const budget = new KeepaTokenBudget();
    budget.observe({ tokensLeft: 25, refillIn: MINUTE, refillRate: 20 }, 0);
    expect(budget.affordable(0, 2, 100)).toBe(12);
    const reservation = budget.reserve(24);
    expect(budget.affordable(0, 2, 100)).toBe(0);
    expect(budget.available(0)).toBe(1);
    reservation.release();
    reservation.release();
    expect(budget.available(0)).toBe(25);
  });

  it('knows when enough tokens are back, starting from a negative balance', () => {
    const budget = new KeepaTokenBudget();
    budget.observe({ tokensLeft: -35, refillIn: 10_000, refillRate: 20 }, 0);
    expect(budget.affordable(0, 2, 100)).toBe(0);
    // -35 → -15 → 5: the second refill step, at 10 s + 1 min.
    expect(budget.waitFor(0, 2)).toBe(10_000 + MINUTE);
    expect(budget.affordable(10_000 + MINUTE, 2, 100)).toBe(2);
  });

  it('never waits for more tokens than the bucket can hold', () => {
    const budget = new KeepaTokenBudget();
    budget.observe({ tokensLeft: 0, refillIn: MINUTE, refillRate: 1 }, 0);
    expect(budget.waitFor(0, 61)).toBeNull();
    expect(budget.waitFor(0, 60)).toBe(60 * MINUTE);
  });

  it('against a real token bucket on a fake clock: never a 429, never below zero, steady progress', () => {
    let now = 0;
    const bucket = new KeepaTokenBucket({
      refillRate: 20,
      initialTokens: 37,
      clock: () => now,
    });
    const budget = new KeepaTokenBudget();
    const report = () => ({
      tokensLeft: bucket.balance,
      refillIn: bucket.refillIn,
      refillRate: bucket.refillRate,
    });
    budget.observe(report(), now);
    let random = 42;
    const next = () => (random = (random * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    let sent = 0;
    let throttled = 0;
    while (now < 24 * 60 * MINUTE) {
      const wanted = 1 + Math.floor(next() * 100);
      const count = budget.affordable(now, 2, wanted);
      if (count === 0) {
        now += budget.waitFor(now, 2)! + Math.floor(next() * 5_000);
        continue;
      }
      if (!bucket.canSpend()) throttled++;
      // Keepa charges 1 or 2 per product (rating data may be stale); the plan assumed 2.
      const reservation = budget.reserve(count * 2);
      bucket.charge(count + Math.floor(next() * (count + 1)));
      now += 200 + Math.floor(next() * 3_000);
      budget.observe(report(), now);
      reservation.release();
      sent += count;
    }
    expect(throttled).toBe(0);
    expect(bucket.lowest).toBeGreaterThanOrEqual(0);
    // 20 tokens a minute, 1–2 per product, for 24 h: well over 14,400 products.
    expect(sent).toBeGreaterThan(14_400);
  });
});

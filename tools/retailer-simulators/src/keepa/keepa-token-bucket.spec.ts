import { KeepaTokenBucket } from './keepa-token-bucket';

describe('Keepa token bucket', () => {
  let now: number;
  const clock = () => now;

  beforeEach(() => (now = 1_000_000));

  it('refills refillRate tokens each minute up to an hour of refill', () => {
    const bucket = new KeepaTokenBucket({ refillRate: 20, initialTokens: 0, clock });
    expect(bucket.balance).toBe(0);
    expect(bucket.refillIn).toBe(60_000);
    now += 59_999;
    expect(bucket.balance).toBe(0);
    now += 1;
    expect(bucket.balance).toBe(20);
    now += 10 * 60 * 60_000;
    expect(bucket.balance).toBe(1_200);
  });

  it('lets a positive balance go negative, then stops spending until refills make it positive', () => {
    const bucket = new KeepaTokenBucket({ refillRate: 20, initialTokens: 5, clock });
    expect(bucket.canSpend()).toBe(true);
    bucket.charge(30);
    expect(bucket.balance).toBe(-25);
    expect(bucket.lowest).toBe(-25);
    expect(bucket.canSpend()).toBe(false);
    now += 60_000;
    expect(bucket.canSpend()).toBe(false);
    now += 60_000;
    expect(bucket.balance).toBe(15);
    expect(bucket.canSpend()).toBe(true);
  });

  it('scales the refill step down for fast tests while keeping the rate per minute', () => {
    const bucket = new KeepaTokenBucket({
      refillRate: 600,
      refillPeriodMs: 1_000,
      initialTokens: 0,
      clock,
    });
    now += 1_000;
    expect(bucket.balance).toBe(10);
    now += 59_000;
    expect(bucket.balance).toBe(600);
  });
});

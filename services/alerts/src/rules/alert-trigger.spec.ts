import type { AlertCondition } from '@bli/contracts';
import { evaluate, initialTrack, type AlertTrack, type PriceChange } from './alert-trigger';

/** Feeds prices one after another to one alert; returns which of them fired. */
function run(
  condition: AlertCondition,
  start: { price: number; availability?: PriceChange['availability'] },
  steps: (number | { price: number; availability: PriceChange['availability'] })[],
): boolean[] {
  let track: AlertTrack = initialTrack(condition, {
    price: start.price,
    availability: start.availability ?? 'in_stock',
  });
  let old = start.price;
  let lowest = start.price;
  return steps.map((step) => {
    const { price, availability } =
      typeof step === 'number' ? { price: step, availability: 'in_stock' as const } : step;
    lowest = Math.min(lowest, price);
    const outcome = evaluate(condition, track, {
      oldPrice: old,
      newPrice: price,
      availability,
      lowestPrice: lowest,
    });
    track = outcome.track;
    old = price;
    return outcome.fires;
  });
}

describe('target price', () => {
  const target: AlertCondition = { kind: 'target-price', targetPrice: 50_000 };

  it('fires once when the price crosses the target, not on every sync while it stays below', () => {
    expect(run(target, { price: 55_000 }, [52_000, 49_990, 49_990, 48_000, 49_500])).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it('re-arms only after the price went back above the target by the margin', () => {
    // Margin at ₹50,000: ₹500. Up to ₹50,400 is jitter around the target, ₹50,500 re-arms.
    expect(run(target, { price: 55_000 }, [49_000, 50_400, 49_000, 50_500, 49_900])).toEqual([
      true,
      false,
      false,
      false,
      true,
    ]);
  });

  it('does not fire while the laptop cannot be bought, and fires when it can at that price', () => {
    expect(
      run(target, { price: 55_000 }, [
        { price: 49_000, availability: 'out_of_stock' },
        { price: 49_000, availability: 'in_stock' },
      ]),
    ).toEqual([false, true]);
  });
});

describe('percent drop', () => {
  const drop: AlertCondition = { kind: 'percent-drop', percent: 5 };

  it('fires at 5 % below the price it was set at, then measures from the price it fired at', () => {
    // 60,000 → 57,000 is exactly 5 %; the next drop must be 5 % below 57,000 (54,150).
    expect(run(drop, { price: 60_000 }, [58_000, 57_000, 56_000, 54_200, 54_150])).toEqual([
      false,
      true,
      false,
      false,
      true,
    ]);
  });

  it('ignores rises: a climb and a fall back to where it was set is no drop', () => {
    expect(run(drop, { price: 60_000 }, [66_000, 60_000, 59_000])).toEqual([false, false, false]);
  });

  it('never counts jitter as a drop, whatever the percentage', () => {
    // 1 % of ₹2,000 is ₹20 (under ₹100): a 5 % drop of ₹100 counts, one of ₹99 does not.
    const onePercent: AlertCondition = { kind: 'percent-drop', percent: 1 };
    expect(run(onePercent, { price: 2_000 }, [1_901])).toEqual([false]);
    expect(run(onePercent, { price: 2_000 }, [1_900])).toEqual([true]);
  });
});

describe('back in stock', () => {
  const stock: AlertCondition = { kind: 'back-in-stock' };
  const out = { price: 50_000, availability: 'out_of_stock' as const };
  const back = { price: 50_000, availability: 'in_stock' as const };

  it('fires when an unavailable laptop becomes available, once per return', () => {
    expect(run(stock, { ...out }, [out, back, back, out, back])).toEqual([
      false,
      true,
      false,
      false,
      true,
    ]);
  });

  it('set while in stock, it waits for the laptop to go out of stock first', () => {
    expect(run(stock, { price: 50_000 }, [back, out, back])).toEqual([false, false, true]);
  });
});

describe('all-time low', () => {
  const low: AlertCondition = { kind: 'all-time-low' };

  it('fires on a real drop to or below the lowest price recorded, not on jitter', () => {
    // Lowest ₹50,000 at the start; ₹49,950 is a ₹50 move (jitter); ₹49,000 is a new low.
    expect(run(low, { price: 50_000 }, [49_950, 52_000, 49_000, 48_500])).toEqual([
      false,
      false,
      true,
      false,
    ]);
  });

  it('fires again at the same low after the price climbed clearly above it', () => {
    expect(run(low, { price: 50_000 }, [45_000, 45_800, 45_000])).toEqual([true, false, true]);
  });
});

import { figuresOf } from './fault-figures';
import type { LoadResult } from './load.worker';

describe('figuresOf', () => {
  const window = { name: 'catalogue', startedAt: 1_000, backAt: 5_000, endedAt: 10_000 };

  it('counts the window only, and which failures were not a fast 503', () => {
    const results: LoadResult[] = [
      [500, 1, 500, 5], // before the fault
      [1_100, 2, 503, 20], // fast 503
      [1_200, 3, 503, 2_050], // 503 at the deadline: not fast
      [1_300, 4, 0, 30], // no answer
      [2_000, 5, 200, 10],
    ];
    expect(figuresOf(window, results)).toMatchObject({
      sent: 4,
      failed: 3,
      notFast503: 2,
      pastDeadline: 0,
      slowestFailureMs: 2_050,
    });
  });

  it('measures recovery from the return to the end of the last failure after it', () => {
    const results: LoadResult[] = [
      [5_100, 1, 503, 50],
      [5_600, 2, 503, 400],
      [6_500, 3, 200, 5],
      [6_600, 4, 200, 5],
    ];
    const figures = figuresOf(window, results);
    expect(figures.recoveryMs).toBe(1_000);
    expect(figures.successAfterReturn).toBe(0.5);
  });

  it('counts answers past their deadline', () => {
    expect(figuresOf(window, [[2_000, 1, 200, 2_200]]).pastDeadline).toBe(1);
    expect(figuresOf(window, [[2_000, 1, 200, 2_200]], () => 20_000).pastDeadline).toBe(0);
  });
});

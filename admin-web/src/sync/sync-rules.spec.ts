import { canStartRangeSync, syncAllPercent, syncAllSchedule } from './sync-rules';

describe('sync-all scheduling', () => {
  it('starts the first range at once and each next one 2 s later', () => {
    expect(syncAllSchedule(['a', 'b', 'c'])).toEqual([
      { item: 'a', delayMs: 0 },
      { item: 'b', delayMs: 2000 },
      { item: 'c', delayMs: 4000 },
    ]);
  });

  it('takes another spacing and an empty list', () => {
    expect(syncAllSchedule([1, 2], 500).map((entry) => entry.delayMs)).toEqual([0, 500]);
    expect(syncAllSchedule([])).toEqual([]);
  });
});

describe('sync-all progress', () => {
  it.each([
    [0, 7, 0],
    [1, 7, 14],
    [4, 7, 57],
    [7, 7, 100],
    [9, 7, 100],
    [0, 0, 0],
  ])('%d of %d finished → %d%%', (finished, total, percent) => {
    expect(syncAllPercent(finished, total)).toBe(percent);
  });
});

describe('single-range sync limit', () => {
  it('is allowed up to 3 in progress and disabled above', () => {
    expect([0, 1, 2, 3].every(canStartRangeSync)).toBe(true);
    expect(canStartRangeSync(4)).toBe(false);
  });
});

import { BatchLoop } from './batch-loop';

describe('BatchLoop', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const options = { work: 'test', batch: 10, pollMs: 100, maxBackoffMs: 1_000 };

  it('runs again at once after a full batch and after pollMs otherwise', async () => {
    const sizes = [10, 10, 3, 0];
    const runs: number[] = [];
    const loop = new BatchLoop(
      async () => {
        runs.push(Date.now());
        return sizes.shift() ?? 0;
      },
      options,
      'test',
    );
    const start = Date.now();
    loop.start();
    await jest.advanceTimersByTimeAsync(50);
    // A timer of 0 ms fires after 1 ms under fake timers: the full batches follow each other.
    expect(runs.map((t) => t - start)).toEqual([0, 1, 2]);
    await jest.advanceTimersByTimeAsync(100);
    expect(runs.map((t) => t - start)).toEqual([0, 1, 2, 102]);
    await loop.stop();
  });

  it('backs off while the batch fails, up to the longest wait, and stops', async () => {
    const runs: number[] = [];
    const loop = new BatchLoop(
      async () => {
        runs.push(Date.now());
        throw new Error('down');
      },
      options,
      'test',
    );
    const start = Date.now();
    loop.start();
    await jest.advanceTimersByTimeAsync(5_000);
    // 0, then +200, +400, +800, +1000, +1000…
    expect(runs.map((t) => t - start).slice(0, 6)).toEqual([0, 200, 600, 1_400, 2_400, 3_400]);
    await loop.stop();
    const count = runs.length;
    await jest.advanceTimersByTimeAsync(5_000);
    expect(runs).toHaveLength(count);
  });
});

import { creatorsApiThrottle } from './creators-api.provider';

describe('Creators API rate limiter (fake clock)', () => {
  afterEach(() => jest.useRealTimers());

  it.each([1, 2, 10])(
    'never goes over %i request(s) a second, however many are waiting',
    async (rps) => {
      jest.useFakeTimers({ now: 0 });
      const throttle = creatorsApiThrottle(rps);
      const times: number[] = [];
      const call = throttle(async () => {
        times.push(Date.now());
      });
      const calls = Promise.all(Array.from({ length: 3 * rps + 5 }, () => call()));
      await jest.advanceTimersByTimeAsync(10_000);
      await calls;
      expect(times).toHaveLength(3 * rps + 5);
      for (let i = 1; i < times.length; i++) {
        expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(1000 / rps);
      }
      for (const start of times) {
        expect(times.filter((t) => t >= start && t < start + 1000).length).toBeLessThanOrEqual(rps);
      }
      // …and uses the rate it has: the last call is within one spacing of ideal.
      expect(times.at(-1)!).toBeLessThanOrEqual(
        (times.length - 1) * Math.ceil((1000 / rps) * 1.02),
      );
    },
  );
});

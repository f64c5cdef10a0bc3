import {
  LOGIN_FAILURE_WINDOW_MS,
  MAX_LOGIN_FAILURES,
  pairSecondsUntilAllowed,
  secondsUntilAllowed,
} from './throttle-window';

const now = new Date('2026-11-22T06:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('secondsUntilAllowed (per address)', () => {
  it('allows an attempt after fewer than five failures', () => {
    expect(MAX_LOGIN_FAILURES).toBe(5);
    expect(secondsUntilAllowed([1, 2, 3, 4].map(minutesAgo), now)).toBeNull();
  });

  it('refuses the sixth until the oldest of the last five leaves the 15-minute window', () => {
    expect(LOGIN_FAILURE_WINDOW_MS).toBe(15 * 60_000);
    expect(secondsUntilAllowed([0, 1, 2, 3, 10].map(minutesAgo), now)).toBe(5 * 60);
    expect(secondsUntilAllowed([0, 0, 0, 0, 0].map(minutesAgo), now)).toBe(15 * 60);
  });

  it('never answers zero seconds while blocked', () => {
    const almost = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS + 10);
    expect(secondsUntilAllowed([now, now, now, now, almost], now)).toBe(1);
  });
});

describe('pairSecondsUntilAllowed (per account and address)', () => {
  it('lets the first five failures through without a wait', () => {
    expect(pairSecondsUntilAllowed(0, null, now)).toBeNull();
    expect(pairSecondsUntilAllowed(4, now, now)).toBeNull();
  });

  it('then waits after the latest failure: 1 minute, doubling with each failure, at most an hour', () => {
    expect(pairSecondsUntilAllowed(5, now, now)).toBe(60);
    expect(pairSecondsUntilAllowed(6, now, now)).toBe(120);
    expect(pairSecondsUntilAllowed(7, now, now)).toBe(240);
    expect(pairSecondsUntilAllowed(11, now, now)).toBe(3600);
    expect(pairSecondsUntilAllowed(500, now, now)).toBe(3600);
  });

  it('counts the wait from the latest failure', () => {
    expect(pairSecondsUntilAllowed(6, minutesAgo(1.5), now)).toBe(30);
    expect(pairSecondsUntilAllowed(6, minutesAgo(2), now)).toBeNull();
  });
});

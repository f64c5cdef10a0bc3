import { isLowOnTokens, keepaApiCalls, keepaConnection } from './keepa-figures';
import { formatRefillTime } from './refill-time';

describe('formatRefillTime', () => {
  it.each([
    [0, '0 min'],
    [1, '1 min'],
    [59, '59 min'],
    [60, '1h'],
    [61, '1h 1m'],
    [135, '2h 15m'],
    [-3, '0 min'],
  ])('%d minutes → %s', (minutes, text) => {
    expect(formatRefillTime(minutes)).toBe(text);
  });
});

describe('Keepa tiles', () => {
  it('counts API calls as 10000 minus tokens left', () => {
    expect(keepaApiCalls(10_000)).toBe(0);
    expect(keepaApiCalls(9_250)).toBe(750);
    expect(keepaApiCalls(-20)).toBe(10_020);
  });

  it('warns below 100 tokens, not at 100', () => {
    expect(isLowOnTokens(99)).toBe(true);
    expect(isLowOnTokens(100)).toBe(false);
  });

  it('is checking until an answer, connected with token data, disconnected on failure', () => {
    expect(keepaConnection({ isPending: true, hasData: false })).toBe('checking');
    expect(keepaConnection({ isPending: false, hasData: true })).toBe('connected');
    expect(keepaConnection({ isPending: false, hasData: false })).toBe('disconnected');
  });
});

import { currentDeadline, deadlineFrom, isExpired, runWithDeadline } from './rpc-deadline';

const headersOf = (values: Record<string, string>) => ({
  get: (name: string) => values[name] ?? '',
});

describe('rpc deadline', () => {
  it('reads the absolute deadline a request carries, and nothing from a missing or bad header', () => {
    expect(deadlineFrom(headersOf({ 'x-deadline': '1790000000123' }))).toBe(1790000000123);
    expect(deadlineFrom(headersOf({}))).toBeUndefined();
    expect(deadlineFrom(undefined)).toBeUndefined();
    for (const bad of ['soon', '-5', '0', '1.5', '1e400']) {
      expect(deadlineFrom(headersOf({ 'x-deadline': bad }))).toBeUndefined();
    }
  });

  it('calls a request expired from its deadline on, and never one without a deadline', () => {
    expect(isExpired(1_000, 999)).toBe(false);
    expect(isExpired(1_000, 1_000)).toBe(true);
    expect(isExpired(undefined, Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('keeps the deadline of the request being handled across awaits, and apart from others', async () => {
    const seen = await Promise.all(
      [111, 222].map((deadline) =>
        runWithDeadline(deadline, async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          return currentDeadline();
        }),
      ),
    );
    expect(seen).toEqual([111, 222]);
    expect(currentDeadline()).toBeUndefined();
    expect(runWithDeadline(undefined, currentDeadline)).toBeUndefined();
  });
});

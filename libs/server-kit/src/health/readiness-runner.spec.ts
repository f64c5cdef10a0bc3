import { runReadinessChecks } from './readiness-runner';

describe('runReadinessChecks', () => {
  it('reports each check, a failure with its reason', async () => {
    const results = await runReadinessChecks(
      [
        { name: 'nats', check: async () => undefined },
        { name: 'database', check: async () => Promise.reject(new Error('connection refused')) },
      ],
      100,
    );
    expect(results).toEqual([
      { name: 'nats', ok: true },
      { name: 'database', ok: false, error: 'connection refused' },
    ]);
  });

  it('gives up on a check that hangs at its deadline, without waiting for it', async () => {
    const started = Date.now();
    const results = await runReadinessChecks(
      [{ name: 'database', check: () => new Promise<void>(() => undefined) }],
      50,
    );
    expect(results).toEqual([{ name: 'database', ok: false, error: 'no answer within 50 ms' }]);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

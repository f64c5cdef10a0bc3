import { eventually } from './eventually';

describe('eventually', () => {
  it('answers what the assertion returns once it passes', async () => {
    let calls = 0;
    const answer = await eventually(() => {
      calls += 1;
      if (calls < 3) throw new Error(`not yet (${calls})`);
      return 'done';
    });
    expect([answer, calls]).toEqual(['done', 3]);
  });

  it('rethrows the last failure when the time is up', async () => {
    let calls = 0;
    await expect(
      eventually(() => {
        calls += 1;
        throw new Error(`failure ${calls}`);
      }, 150),
    ).rejects.toThrow(`failure`);
    expect(calls).toBeGreaterThan(1);
  });
});

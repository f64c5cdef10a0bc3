import { BoundedConcurrency, TooBusyError } from './bounded-concurrency';

const deferred = () => {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
};

describe('BoundedConcurrency', () => {
  it('runs at most `slots` tasks at once, the rest in order as slots free', async () => {
    const limit = new BoundedConcurrency(2, 10);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const gates = Array.from({ length: 5 }, deferred);
    const runs = gates.map((gate, i) =>
      limit.run(async () => {
        running++;
        most = Math.max(most, running);
        order.push(i);
        await gate.done;
        running--;
        return i;
      }),
    );
    await Promise.resolve();
    expect(order).toEqual([0, 1]);
    gates.forEach((gate) => gate.release());
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('refuses at once beyond the queue, and frees the slot of a task that failed', async () => {
    const limit = new BoundedConcurrency(1, 1);
    const gate = deferred();
    const first = limit.run(() => gate.done.then(() => Promise.reject(new Error('boom'))));
    const second = limit.run(async () => 'second');
    await expect(limit.run(async () => 'third')).rejects.toBeInstanceOf(TooBusyError);
    gate.release();
    await expect(first).rejects.toThrow('boom');
    expect(await second).toBe('second');
    expect(await limit.run(async () => 'again')).toBe('again');
  });
});

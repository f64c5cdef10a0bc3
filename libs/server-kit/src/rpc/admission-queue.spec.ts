import { AdmissionQueue, DROPPED } from './admission-queue';

describe('AdmissionQueue', () => {
  let now = 1_000;
  const clock = () => now;
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  beforeEach(() => {
    now = 1_000;
  });

  it('starts up to its limit at once and the rest one by one as slots free, oldest first', async () => {
    const queue = new AdmissionQueue(2, clock);
    const started: number[] = [];
    const results = [1, 2, 3, 4].map((n) =>
      queue.admit(undefined, async () => {
        started.push(n);
        return n;
      }),
    );
    expect(started).toEqual([1, 2]);
    expect([queue.inFlight, queue.queued]).toEqual([2, 2]);

    queue.release();
    await settled();
    expect(started).toEqual([1, 2, 3]);
    queue.release();
    await settled();
    expect(started).toEqual([1, 2, 3, 4]);
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4]);
    expect([queue.inFlight, queue.queued]).toEqual([2, 0]);
  });

  it('never starts a request whose deadline has passed, on arrival or while it waited', async () => {
    const queue = new AdmissionQueue(1, clock);
    const started: string[] = [];
    const work = (name: string) => async () => void started.push(name);

    expect(await queue.admit(999, work('late on arrival'))).toBe(DROPPED);
    void queue.admit(2_000, work('first'));
    const stale = queue.admit(1_500, work('expires while waiting'));
    const fresh = queue.admit(5_000, work('still wanted'));

    now = 1_600;
    queue.release();
    expect(await stale).toBe(DROPPED);
    await fresh;
    expect(started).toEqual(['first', 'still wanted']);
    expect([queue.inFlight, queue.queued]).toEqual([1, 0]);
  });

  it('treats a request without a deadline as always wanted', async () => {
    const queue = new AdmissionQueue(1, clock);
    void queue.admit(undefined, async () => undefined);
    const waiting = queue.admit(undefined, async () => 'done');
    now = Number.MAX_SAFE_INTEGER;
    queue.release();
    expect(await waiting).toBe('done');
  });

  it('passes a failure of the work on to the one who admitted it, and keeps its slot taken', async () => {
    const queue = new AdmissionQueue(1, clock);
    void queue.admit(undefined, async () => undefined);
    const failing = queue.admit(undefined, async () => Promise.reject(new Error('boom')));
    queue.release();
    await expect(failing).rejects.toThrow('boom');
    expect(queue.inFlight).toBe(1);
  });
});

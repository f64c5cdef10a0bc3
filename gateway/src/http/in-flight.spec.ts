import { InFlight } from './in-flight';

describe('InFlight', () => {
  it('settles only once the work it tracks has ended, failed or not', async () => {
    const inFlight = new InFlight();
    let finish!: () => void;
    let fail!: (error: Error) => void;
    const slow = inFlight.track(new Promise<void>((resolve) => (finish = resolve)));
    const failing = inFlight.track(new Promise<void>((_resolve, reject) => (fail = reject)));
    failing.catch(() => undefined);
    let settled = false;
    const waiting = inFlight.settled().then(() => (settled = true));
    fail(new Error('the database went away'));
    await Promise.resolve();
    expect(settled).toBe(false);
    finish();
    await waiting;
    await slow;
    expect(settled).toBe(true);
  });

  it('gives up waiting after its limit', async () => {
    const inFlight = new InFlight();
    void inFlight.track(new Promise(() => undefined));
    await expect(inFlight.settled(20)).resolves.toBeUndefined();
  });

  it('settles at once with nothing running', async () => {
    await expect(new InFlight().settled()).resolves.toBeUndefined();
  });
});

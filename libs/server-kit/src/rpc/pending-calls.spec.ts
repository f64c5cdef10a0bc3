import { UpstreamUnavailableError } from '../errors/domain-error';
import { PendingCalls } from './pending-calls';

const outcome = (promise: Promise<never>) =>
  Promise.race([
    promise.catch((error: unknown) => error),
    new Promise((resolve) => setImmediate(() => resolve('waiting'))),
  ]);

it('fails the calls to the same service published before the one nobody answered', async () => {
  const pending = new PendingCalls();
  const earlier = pending.begin('catalogue');
  const otherService = pending.begin('content');
  const probe = pending.begin('catalogue');
  const later = pending.begin('catalogue');

  pending.responderGone(probe);

  const error = await outcome(earlier.gone);
  expect(error).toBeInstanceOf(UpstreamUnavailableError);
  expect((error as Error).message).toBe('The catalogue service stopped before answering');
  expect(await outcome(otherService.gone)).toBe('waiting');
  // Published after the probe: a new replica may have it.
  expect(await outcome(later.gone)).toBe('waiting');
});

it('counts a retried call from its latest publish', async () => {
  const pending = new PendingCalls();
  const retried = pending.begin('seo');
  const probe = pending.begin('seo');
  pending.republished(retried);

  pending.responderGone(probe);

  expect(await outcome(retried.gone)).toBe('waiting');
});

it('leaves ended calls alone', async () => {
  const pending = new PendingCalls();
  const answered = pending.begin('sync');
  pending.end(answered);

  pending.responderGone(pending.begin('sync'));

  expect(await outcome(answered.gone)).toBe('waiting');
});

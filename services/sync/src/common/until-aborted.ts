/**
 * `work`'s outcome, or the signal's reason as soon as it aborts, whichever comes first. The work
 * itself is not stopped (a call waiting for its slot in a throttle's queue, say); a failure of
 * it after the abort is nobody's business and is swallowed.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => undefined);
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Time as the sync service sees it; tests swap in a clock they move by hand. */
export abstract class SyncClock {
  abstract now(): Date;
  /** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
  abstract sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export class SystemClock extends SyncClock {
  now(): Date {
    return new Date();
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}

// What one fault did to the load: figures over the requests that started in its window.
import type { LoadResult } from './load.worker';

export interface FaultWindow {
  name: string;
  /** When the fault began, and when the component was back (ready). */
  startedAt: number;
  backAt: number;
  endedAt: number;
}

export interface FaultFigures {
  fault: string;
  sent: number;
  failed: number;
  /** Failures that were not a 503 within 100 ms. */
  notFast503: number;
  /** Answers slower than the 2 s read deadline + 100 ms (the Keepa call has its own 20 s). */
  pastDeadline: number;
  slowestFailureMs: number;
  /** From the component's return to the end of the last failed request started after it. */
  recoveryMs: number;
  /** Share of requests started within 5 s of the return that succeeded. */
  successAfterReturn: number;
}

const failed = ([, , status]: LoadResult) => status === 0 || status >= 500;
/** A failure that was not a 503 within 100 ms (of failures only). */
export const notFast503 = ([, , status, ms]: LoadResult) => status !== 503 || ms > 100;

/** The requests started during the fault's window. */
export function startedIn(window: FaultWindow, results: LoadResult[]): LoadResult[] {
  return results.filter(([at]) => at >= window.startedAt && at < window.endedAt);
}

/** The requests started during the fault's window that failed (no answer, or a 5xx). */
export function failuresIn(window: FaultWindow, results: LoadResult[]): LoadResult[] {
  return startedIn(window, results).filter(failed);
}
const READ_DEADLINE_MS = 2_000;

export function figuresOf(
  window: FaultWindow,
  results: LoadResult[],
  deadlineOf: (seq: number) => number = () => READ_DEADLINE_MS,
): FaultFigures {
  const inWindow = startedIn(window, results);
  const failures = failuresIn(window, results);
  const afterReturn = inWindow.filter(([at]) => at >= window.backAt);
  const lastFailureEnd = Math.max(
    window.backAt,
    ...afterReturn.filter(failed).map(([at, , , ms]) => at + ms),
  );
  const soonAfter = afterReturn.filter(([at]) => at < window.backAt + 5_000);
  return {
    fault: window.name,
    sent: inWindow.length,
    failed: failures.length,
    notFast503: failures.filter(notFast503).length,
    pastDeadline: inWindow.filter(([, seq, , ms]) => ms > deadlineOf(seq) + 100).length,
    slowestFailureMs: Math.max(0, ...failures.map(([, , , ms]) => ms)),
    recoveryMs: lastFailureEnd - window.backAt,
    successAfterReturn:
      soonAfter.length === 0
        ? 1
        : soonAfter.filter((result) => !failed(result)).length / soonAfter.length,
  };
}

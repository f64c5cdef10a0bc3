import type { ReadinessCheckResult } from '@bli/contracts';
import type { ReadinessCheck } from './readiness-check';

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Runs every check at once, each with its own deadline, so one slow dependency cannot hang it. */
export function runReadinessChecks(
  checks: readonly ReadinessCheck[],
  timeoutMs: number,
): Promise<ReadinessCheckResult[]> {
  return Promise.all(
    checks.map(async ({ name, check }): Promise<ReadinessCheckResult> => {
      try {
        await withTimeout(check(), timeoutMs);
        return { name, ok: true };
      } catch (error) {
        return { name, ok: false, error: (error as Error).message };
      }
    }),
  );
}

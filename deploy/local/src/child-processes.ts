import { waitFor } from '@bli/dev-infra';
import { spawn, type ChildProcess } from 'node:child_process';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
}

/** Runs a built script on this Node with our env; its output goes straight to our terminal. */
export function startProcess(name: string, script: string, env: NodeJS.ProcessEnv): ManagedProcess {
  const child = spawn(process.execPath, [script], { env, stdio: 'inherit' });
  return { name, child };
}

export function runToCompletion(
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  args: readonly string[] = [],
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { env, stdio: 'inherit' });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed with exit code ${code}`)),
    );
  });
}

/** How long one readiness probe may take: a health port that accepts but never answers. */
const PROBE_TIMEOUT_MS = 5_000;

/** What a readiness probe saw: ready, or why not (a refused port, a 503 naming its checks…). */
async function probeReady(url: string): Promise<true | string> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    if (response.ok) return true;
    return `${response.status} ${(await response.text()).slice(0, 500)}`;
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as Error).message;
  }
}

/**
 * A service boots in seconds on a quiet machine; in CI two test stacks start side by side with
 * other suites, and catalogue once needed over a minute. Alive but slow is not broken: an exit
 * during start-up still fails at once.
 */
const READY_TIMEOUT_MS = 120_000;

export async function waitUntilReady(
  process: ManagedProcess,
  url: string,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<void> {
  let last = 'no answer yet';
  try {
    await waitFor(
      process.name,
      async () => {
        if (process.child.exitCode !== null)
          throw new Error(`${process.name} exited during start-up`);
        const seen = await probeReady(url);
        if (seen === true) return true;
        last = seen;
        return false;
      },
      timeoutMs,
      200,
    );
  } catch (error) {
    // A stack that did not come up in CI once said only that: the last answer names the cause
    // (a refused port is a process still booting or stuck connecting; a 503 names its check).
    if (process.child.exitCode !== null) throw error;
    throw new Error(`${(error as Error).message}; ${url} last answered: ${last}`);
  }
}

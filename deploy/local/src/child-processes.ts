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

export async function waitUntilReady(process: ManagedProcess, url: string): Promise<void> {
  await waitFor(
    process.name,
    async () => {
      if (process.child.exitCode !== null)
        throw new Error(`${process.name} exited during start-up`);
      return fetch(url).then(
        (response) => response.ok,
        () => false,
      );
    },
    // A service boots in seconds on a quiet machine; in CI two test stacks start side by side
    // with other suites, and catalogue once needed over a minute. Alive but slow is not broken:
    // an exit during start-up still fails at once (above).
    120_000,
    200,
  );
}

import { stopChild, waitFor } from '@bli/dev-infra';
import { spawn, type ChildProcess } from 'node:child_process';

export interface SpawnedProcess {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** Runs a built entry point on this Node and waits until its health URL answers 200. */
export async function spawnNodeProcess(
  script: string,
  env: Record<string, string>,
  readyUrl: string,
  timeoutMs = 30_000,
): Promise<SpawnedProcess> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  let running = false;
  // A process that dies under a test fails what follows with a bare 503: say why, in the log.
  // (One that dies before it is ready fails the start itself, with its output.)
  child.once('exit', (code, signal) => {
    if (running) console.error(`${script} exited (${signal ?? code}): ${output.slice(-4_000)}`);
  });
  const stop = () => {
    running = false;
    return stopChild(child);
  };
  try {
    await waitFor(
      script,
      async () => {
        if (child.exitCode !== null) throw new Error(`${script} exited: ${output}`);
        return fetch(readyUrl).then(
          (r) => r.ok,
          () => false,
        );
      },
      timeoutMs,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  running = true;
  return { child, output: () => output, stop };
}

/** Runs a built command-line entry point to completion; rejects with its output on failure. */
export function runNodeScript(script: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${script} exited ${code}: ${output}`)),
    );
  });
}

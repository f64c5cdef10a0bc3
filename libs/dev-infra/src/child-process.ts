import type { ChildProcess } from 'node:child_process';

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * SIGTERM, then SIGKILL after `graceMs`; resolves once the child has exited. Never waits forever:
 * a child that ignored SIGTERM kept a test run's event loop alive until CI's own deadline.
 */
export function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    if (hasExited(child)) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

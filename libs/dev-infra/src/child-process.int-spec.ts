import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { hasExited, stopChild } from './child-process';

it('kills a child that ignores SIGTERM once the grace period is over', async () => {
  const child = spawn(
    process.execPath,
    [
      '-e',
      "process.on('SIGTERM', () => undefined); console.log('ready'); setInterval(() => {}, 1000);",
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  await once(child.stdout!, 'data');
  await stopChild(child, 200);
  expect(hasExited(child)).toBe(true);
  expect(child.signalCode).toBe('SIGKILL');
});

it('lets a child that stops on SIGTERM stop by itself', async () => {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000);'], {
    stdio: 'ignore',
  });
  await stopChild(child, 10_000);
  expect(child.signalCode).toBe('SIGTERM');
});

import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports';
import { startEmbeddedPostgres } from './postgres';
import type { RunningServer } from './running-server';

let dataDir: string;
let first: RunningServer | undefined;

beforeAll(() => {
  const scratch = mkdtempSync(join(tmpdir(), 'bli-embedded-pg-'));
  // Started by root, PostgreSQL runs as its own user, which must reach the folder inside.
  chmodSync(scratch, 0o755);
  dataDir = join(scratch, 'pg');
});

afterAll(async () => {
  await first?.stop();
  rmSync(join(dataDir, '..'), { recursive: true, force: true });
});

it('says why a second PostgreSQL on the same data folder does not start, in its own words', async () => {
  first = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  const port = await freePort();
  const second = await startEmbeddedPostgres({ dataDir, port }).then(
    () => new Error('a second server started on the same data folder'),
    (error: unknown) => error,
  );
  expect(second).toBeInstanceOf(Error);
  expect((second as Error).message).toContain(`did not start on port ${port}`);
  expect((second as Error).message).toMatch(/postmaster\.pid/);
});

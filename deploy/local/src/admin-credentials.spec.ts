import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ADMIN_EMAIL, localAdmin } from './admin-credentials';

describe('localAdmin', () => {
  let scratch: string;
  beforeAll(() => (scratch = mkdtempSync(join(tmpdir(), 'bli-admin-'))));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const dataDir = () => join(mkdtempSync(join(scratch, 'stack-')), 'data');

  it('makes a password once per data folder and reuses it', () => {
    const dir = dataDir();
    const first = localAdmin({}, dir);
    expect(first?.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(first?.password.length).toBeGreaterThanOrEqual(24);
    expect(localAdmin({}, dir)).toEqual(first);
    expect(readFileSync(join(dir, 'admin-password'), 'utf8').trim()).toBe(first?.password);
    expect(statSync(join(dir, 'admin-password')).mode & 0o077).toBe(0);
    expect(localAdmin({}, dataDir())?.password).not.toBe(first?.password);
  });

  it('leaves ADMIN_EMAIL / ADMIN_PASSWORD to the gateway when either is set', () => {
    expect(localAdmin({ ADMIN_EMAIL: 'ops@example.com' }, dataDir())).toBeNull();
    expect(localAdmin({ ADMIN_PASSWORD: 'x' }, dataDir())).toBeNull();
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configProblems } from './app-config';
import { environmentOf, loadCompose, REQUIRED_SECRETS } from './compose';
import { appDeployables } from './deployables';
import { fromRoot } from './repo';

// tools/containers/compose-env.mjs, the last step of `npm run secrets:generate`: the .env Compose
// needs, run (as that step runs it, in Node, outside jest's module system) on files of its own.
const SCRIPT = fromRoot('tools', 'containers', 'compose-env.mjs');
let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'compose-env-'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** writeComposeEnv(file) run by Node; returns what it said it did. */
function writeComposeEnv(file: string): { written: boolean; added: string[] } {
  const code = `import { writeComposeEnv } from ${JSON.stringify(SCRIPT)};
    console.log(JSON.stringify(writeComposeEnv(${JSON.stringify(file)})));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' }),
  );
}

/** The variables a .env file sets. */
function dotenv(file: string): Record<string, string> {
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

describe('npm run secrets:generate’s .env', () => {
  it('holds every secret Compose refuses to start without, in values the apps accept', () => {
    const file = join(scratch, '.env');
    expect(writeComposeEnv(file)).toEqual({ written: true, added: [] });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const variables = dotenv(file);
    expect(Object.keys(variables)).toEqual(expect.arrayContaining([...REQUIRED_SECRETS]));
    // Passwords go into URLs: letters and digits.
    for (const name of REQUIRED_SECRETS.filter((n) => n.endsWith('_PASSWORD'))) {
      expect([name, variables[name]]).toEqual([name, expect.stringMatching(/^[a-z0-9]{16,}$/i)]);
    }
    // The alerts service, given them, has what its config asks (push on: a VAPID pair).
    const { compose } = loadCompose(variables);
    const alerts = appDeployables(compose).find((app) => app.name === 'alerts');
    const env: Record<string, string> = {
      ...environmentOf(compose.services.alerts),
      SMTP_URL: 'smtp://mail:1025',
    };
    if (!alerts?.config) throw new Error('no alerts config');
    expect(configProblems(alerts.config, env)).toEqual([]);
    expect(env.VAPID_PUBLIC_KEY).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(env.VAPID_PRIVATE_KEY).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('adds to an existing .env only what it lacks, never changing a value', () => {
    const file = join(scratch, '.env');
    // A .env of before the alerts service, which turned push off by hand.
    const before = 'POSTGRES_PASSWORD=kept\nexport SYNC_DATABASE_PASSWORD=mine\nVAPID_PUBLIC_KEY=';
    writeFileSync(file, before);
    const { written, added } = writeComposeEnv(file);
    expect(written).toBe(false);
    expect(added).toEqual(
      expect.arrayContaining(['ALERTS_DATABASE_PASSWORD', 'ALERTS_TOKEN_SECRET']),
    );
    expect(added).not.toEqual(
      expect.arrayContaining(['POSTGRES_PASSWORD', 'SYNC_DATABASE_PASSWORD']),
    );
    expect(added.filter((name) => name.startsWith('VAPID_'))).toEqual([]);
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith(`${before}\n`)).toBe(true);
    expect(dotenv(file).POSTGRES_PASSWORD).toBe('kept');
    // Run again: nothing left to add.
    expect(writeComposeEnv(file)).toEqual({ written: false, added: [] });
    expect(readFileSync(file, 'utf8')).toBe(text);
  });
});

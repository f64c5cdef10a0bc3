// The whole product as `npm start` runs it (edge proxy → gateway → NATS → services →
// PostgreSQL, and the built web server), but private to one test file or tool run: a fresh
// database, a NATS server of its own and free ports, so it never meets the shared stack on :3000.
import { freePort, hasExited, isPortOpen, stopChild, waitFor } from '@bli/dev-infra';
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { startTestInfra, type TestInfra } from './test-infra';

/** The repository root, from libs/testing/src (jest) or libs/testing/dist (built). */
const root = join(__dirname, '..', '..', '..');
const runnerDist = join(root, 'deploy', 'local', 'dist');
const runnerScript = join(runnerDist, 'start.js');

/**
 * The runner and the web build must exist; the runner itself names any service it cannot
 * find (its output is in the error when start-up fails).
 */
function missingBuilds(): string[] {
  return [runnerScript, join(root, 'web', 'dist', 'server', 'index.js')].filter(
    (file) => !existsSync(file),
  );
}

/**
 * Every port setting of the runner (PORT, GATEWAY_PORT, WEB_PORT, one health port per service…),
 * read from its built config so that a service added later also gets a free port instead of
 * its default, which the shared stack on :3000 already holds.
 */
function runnerPortSettings(): string[] {
  const config = readFileSync(join(runnerDist, 'runner.config.js'), 'utf8');
  const names = new Set(['PORT', 'GATEWAY_PORT', 'CATALOGUE_HEALTH_PORT', 'WEB_PORT']);
  for (const [, name] of config.matchAll(/\b([A-Z][A-Z0-9_]*PORT)\s*:/g)) names.add(name);
  return [...names];
}

/** Above the runner's own wait for each process (120 s), so its message names the slow one. */
const START_TIMEOUT_MS = 150_000;
/** The first refresh prices and pictures the demo catalogue from the simulators (~109 laptops). */
const FIRST_REFRESH_TIMEOUT_MS = 120_000;
/** Share of laptops with pictures that means the first refresh is applied (issue #17's bar). */
const PICTURED_SHARE = 0.95;
const STOP_TIMEOUT_MS = 20_000;
const OUTPUT_LIMIT = 20_000;

export interface ProductStack {
  /** The public origin: pages at /, the API at /api. */
  baseUrl: string;
  /** The stack's own database (e.g. to reconcile what it stored). */
  databaseUrl: string;
  /**
   * The mail catcher the alerts service sends to (tools/message-catchers): `GET /messages`
   * lists what arrived. Unset when the test gave the stack an SMTP_URL of its own.
   */
  mailUrl: string | undefined;
  /** GET an API path (`/api/...`) of this stack and parse its JSON; throws on a non-2xx answer. */
  api<T>(path: string): Promise<T>;
  /** The runner's recent output (it carries the output of every process it started). */
  output(): string;
  stop(): Promise<void>;
}

async function answers(url: string, ok: (status: number) => boolean): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return ok(response.status);
  } catch {
    return false;
  }
}

/**
 * GET and parse JSON on a connection of its own: a pooled keep-alive socket that the server
 * closes while idle can be reused in the same instant and reset (seen between a test file's
 * browser steps, as `fetch failed: read ECONNRESET` on a plain GET).
 */
function getJsonOnce<T>(baseUrl: string, path: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = get(
      `${baseUrl}${path}`,
      { agent: false, headers: { accept: 'application/json' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const status = response.statusCode ?? 0;
          if (status < 200 || status >= 300) reject(new Error(`GET ${path}: ${status} ${body}`));
          else resolve(JSON.parse(body) as T);
        });
      },
    );
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`GET ${path}: no answer in 30 s`)));
  });
}

const BUSY_RETRIES = 3;
const BUSY_RETRY_DELAY_MS = 1_000;

/**
 * A test's read of what the stack holds. A 503 is the gateway's fast answer when a service
 * missed its deadline: on a machine shared with other suites, a stack's first big list right
 * after start can (seen in CI at load 14); the read is retried a few times rather than failing
 * a test that is not about speed. Tests of 503s call the API themselves.
 */
async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await getJsonOnce<T>(baseUrl, path);
    } catch (error) {
      const busy = error instanceof Error && error.message.startsWith(`GET ${path}: 503 `);
      if (!busy || attempt > BUSY_RETRIES) throw error;
      await delay(BUSY_RETRY_DELAY_MS);
    }
  }
}

export interface ProductStackOptions {
  /** More settings for every process (e.g. ADMIN_EMAIL / ADMIN_PASSWORD for the gateway). */
  env?: Record<string, string>;
  /**
   * Start once the sync's first refresh has priced and pictured the demo catalogue (default).
   * Off for stacks without the schedule or the simulators (the benchmarks).
   */
  firstRefresh?: boolean;
}

export async function startProductStack(options: ProductStackOptions = {}): Promise<ProductStack> {
  const missing = missingBuilds();
  if (missing.length > 0) {
    throw new Error(
      `Build first (npx nx run-many -t build builds everything it needs); missing: ${missing.join(', ')}`,
    );
  }

  const infra: TestInfra = await startTestInfra();
  const ports: Record<string, string> = {};
  for (const name of runnerPortSettings()) {
    let port = String(await freePort());
    while (Object.values(ports).includes(port)) port = String(await freePort());
    ports[name] = port;
  }
  const baseUrl = `http://127.0.0.1:${ports.PORT}`;
  // The runner's own files (its NATS's credentials and data, the database roles' passwords…),
  // never those of `npm start` in .data.
  const dataDir = mkdtempSync(join(tmpdir(), 'bli-stack-'));

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // As under `npm start` (jest sets NODE_ENV=test; the runner sets production for the web).
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    ...ports,
    // The runner provisions the database's roles as this admin, named after the database.
    DATABASE_URL: infra.databaseUrl,
    DATABASE_ROLE_PREFIX: infra.databaseRolePrefix,
    DATA_DIR: dataDir,
    // No NATS_URL: like `npm start`, the runner runs a NATS of its own with the bus's users.
    SEED_DEMO_DATA: 'true',
    ...options.env,
  };
  const runner = spawn(process.execPath, [runnerScript], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  runner.stdout?.on('data', keep);
  runner.stderr?.on('data', keep);

  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= (async () => {
      await stopChild(runner, STOP_TIMEOUT_MS);
      await infra.stop();
      rmSync(dataDir, { recursive: true, force: true });
      // The runner stops what it started: a nats-server left listening was once every stop's.
      if (await isPortOpen('127.0.0.1', Number(ports.EMBEDDED_NATS_PORT)))
        throw new Error(`the runner left its nats-server on port ${ports.EMBEDDED_NATS_PORT}`);
    })());

  try {
    await waitFor(
      'the e2e stack',
      async () => {
        if (hasExited(runner)) throw new Error(`the runner exited during start-up:\n${output}`);
        return (
          (await answers(`${baseUrl}/api/laptops`, (status) => status === 200)) &&
          (await answers(`${baseUrl}/`, (status) => status < 500))
        );
      },
      START_TIMEOUT_MS,
      250,
    );
    // The demo seed has no pictures: the sync's first refresh brings them, and new prices with
    // them. Tests start once it is applied, so pages and the API no longer change under them.
    if (options.firstRefresh !== false)
      await waitFor(
        "the first refresh of the demo catalogue's prices and pictures",
        async () => {
          if (hasExited(runner)) throw new Error(`the runner exited during start-up:\n${output}`);
          const laptops = await getJson<{ images: unknown[] }[]>(
            baseUrl,
            '/api/laptops?pageSize=200',
          );
          const pictured = laptops.filter((laptop) => laptop.images.length > 0).length;
          return laptops.length > 0 && pictured >= laptops.length * PICTURED_SHARE;
        },
        FIRST_REFRESH_TIMEOUT_MS,
        500,
      );
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    baseUrl,
    databaseUrl: infra.databaseUrl,
    mailUrl: env.SMTP_URL ? undefined : `http://127.0.0.1:${ports.MAIL_CATCHER_HTTP_PORT}`,
    api: <T>(path: string) => getJson<T>(baseUrl, path),
    output: () => output,
    stop,
  };
}

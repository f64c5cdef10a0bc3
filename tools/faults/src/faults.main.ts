// `npm run test:faults`: under steady load from a second process, kill -9 each service and start
// it again, stop and restart NATS, restart PostgreSQL; print per fault what the load saw, then
// reconcile the acknowledged operator writes against the database.
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  failuresIn,
  figuresOf,
  notFast503,
  type FaultFigures,
  type FaultWindow,
} from './fault-figures';
import { startFaultStack, SERVICES, type FaultStack } from './fault-stack';
import { callFor, type LoadSettings } from './load-mix';
import type { LoadResult } from './load.worker';
import { reconcile, type LedgerEntry } from './write-ledger';

const RATE = Number(process.env.FAULTS_RATE ?? 200);
const DOWN_MS = Number(process.env.FAULTS_DOWN_MS ?? 3_000);
const SETTLE_MS = Number(process.env.FAULTS_SETTLE_MS ?? 6_000);
const KEEPA_DEADLINE_MS = 20_000;
const READ_DEADLINE_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { csrfToken?: string };
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie || !body.csrfToken) throw new Error(`login: ${response.status}`);
  return { cookie, csrfToken: body.csrfToken };
}

function startLoad(settings: LoadSettings, results: LoadResult[]) {
  const worker: ChildProcess = fork(join(__dirname, 'load.worker.js'), {
    env: { ...process.env, LOAD_SETTINGS: JSON.stringify(settings), LOAD_RATE: String(RATE) },
  });
  const done = new Promise<void>((resolve) => {
    worker.on('message', (message: { results?: LoadResult[]; done?: boolean }) => {
      if (message.results) results.push(...message.results);
      if (message.done) resolve();
    });
    worker.once('exit', () => resolve());
  });
  return {
    stop: async () => {
      worker.send({ stop: true });
      await done;
    },
  };
}

async function fault(
  name: string,
  breakIt: () => Promise<void> | void,
  repair: () => Promise<void>,
): Promise<FaultWindow> {
  const startedAt = Date.now();
  await breakIt();
  await sleep(DOWN_MS);
  await repair();
  const backAt = Date.now();
  console.log(`[faults] ${name}: back after ${backAt - startedAt} ms`);
  await sleep(SETTLE_MS);
  return { name, startedAt, backAt, endedAt: Date.now() };
}

function print(figures: FaultFigures[]): void {
  const header = [
    'fault'.padEnd(22),
    'sent'.padStart(6),
    'failed'.padStart(7),
    'not fast 503'.padStart(13),
    '>deadline'.padStart(10),
    'slowest fail'.padStart(13),
    'recovery'.padStart(9),
    'ok ≤5s after'.padStart(13),
  ];
  console.log(`\n${header.join(' ')}`);
  for (const f of figures) {
    console.log(
      [
        f.fault.padEnd(22),
        String(f.sent).padStart(6),
        String(f.failed).padStart(7),
        String(f.notFast503).padStart(13),
        String(f.pastDeadline).padStart(10),
        `${f.slowestFailureMs} ms`.padStart(13),
        `${f.recoveryMs} ms`.padStart(9),
        `${(f.successAfterReturn * 100).toFixed(1)} %`.padStart(13),
      ].join(' '),
    );
  }
}

async function main(): Promise<void> {
  console.log('[faults] starting a private stack (embedded PostgreSQL, own nats-server)…');
  const stack: FaultStack = await startFaultStack();
  const results: LoadResult[] = [];
  try {
    const session = await signIn(stack.baseUrl, stack.admin.email, stack.admin.password);
    const laptops = (await (await fetch(`${stack.baseUrl}/api/laptops`)).json()) as {
      asin: string;
    }[];
    const settings: LoadSettings = {
      baseUrl: stack.baseUrl,
      ...session,
      asins: laptops.slice(0, 20).map((laptop) => laptop.asin),
    };
    console.log(`[faults] load: ${RATE} req/s from a second process against ${stack.baseUrl}`);
    const load = startLoad(settings, results);
    await sleep(3_000);
    const windows: FaultWindow[] = [];
    const baselineStart = Date.now();
    await sleep(5_000);
    windows.push({
      name: 'none (baseline)',
      startedAt: baselineStart,
      backAt: baselineStart,
      endedAt: Date.now(),
    });
    for (const service of SERVICES) {
      windows.push(
        await fault(
          `kill -9 ${service}`,
          () => stack.kill(service),
          () => stack.start(service),
        ),
      );
    }
    windows.push(await fault('NATS stop/start', stack.stopNats, stack.startNats));
    windows.push(await fault('PostgreSQL restart', stack.stopPostgres, stack.startPostgres));
    await load.stop();

    const deadlineOf = (seq: number) =>
      callFor(seq, settings.asins).path === '/api/keepa/tokens'
        ? KEEPA_DEADLINE_MS
        : READ_DEADLINE_MS;
    print(windows.map((window) => figuresOf(window, results, deadlineOf)));
    console.log('\nfailures by call and status:');
    for (const window of windows) {
      const counts = new Map<string, number>();
      const failures = failuresIn(window, results);
      for (const [, seq, status] of failures) {
        const key = `${callFor(seq, settings.asins).name} ${status}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 5);
      console.log(`  ${window.name}: ${top.map(([key, n]) => `${key} ×${n}`).join(', ') || '—'}`);
      // When the slow ones were sent says which part of the fault they met.
      for (const [at, seq, status, ms] of failures.filter(notFast503).slice(0, 5)) {
        console.log(
          `    not a fast 503: ${callFor(seq, settings.asins).name} ${status} in ${ms} ms, sent ${at - window.startedAt} ms into the fault (back at ${window.backAt - window.startedAt} ms)`,
        );
      }
    }

    const ledger: LedgerEntry[] = results
      .filter(([, , status]) => status === 200)
      .map(([, seq]) => callFor(seq, settings.asins).write)
      .filter((write): write is LedgerEntry => write !== undefined);
    const reconciliation = await reconcile(stack.databaseUrl, ledger);
    console.log(
      `\nledger: ${reconciliation.acknowledged} acknowledged writes; lost ${reconciliation.lost.length}; duplicated ${reconciliation.duplicated.length}`,
    );
    const exits = stack.unexpectedExits();
    console.log(
      exits.length === 0
        ? 'no process exited on its own (PostgreSQL and NATS restarts included)'
        : `processes that exited on their own: ${exits.join('; ')}`,
    );
    console.log(`total requests: ${results.length}`);
    // On a shared machine the figures mean little without it: a starved load process sends late.
    console.log(
      `load average (1, 5, 15 min): ${loadavg()
        .map((n) => n.toFixed(1))
        .join(', ')}`,
    );
    for (const service of SERVICES) {
      const errors = stack.errorsOf(service).slice(0, 5);
      if (errors.length > 0) console.log(`${service} logged: ${errors.join(' | ').slice(0, 600)}`);
    }
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(
    `[faults] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});

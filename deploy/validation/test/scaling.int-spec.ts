// Independent scaling on one machine: two catalogue processes and two gateway processes behind the
// local runner's edge proxy, real PostgreSQL and NATS, a bounded load, and `kill -9` of one
// catalogue in the middle of it.
import { freePort } from '@bli/dev-infra';
import {
  runNodeScript,
  spawnNodeProcess,
  startTestInfra,
  type SpawnedProcess,
  type TestInfra,
} from '@bli/testing';
import type { Server } from 'node:http';
import { fromRoot } from '../src/repo';

const SUBJECT = 'catalogue.laptops.featured';
const PATH = '/api/laptops/featured';
const WORKERS = 12;
const LOAD_MS = 6_000;
const KILL_AT_MS = 2_000;
const MAX_REQUESTS = 50_000;

interface Upstream {
  host: string;
  port: number;
}
// The runner's edge proxy, from its build: a testing project does not import an app's source.
const { startEdgeProxy } = require(fromRoot('deploy', 'local', 'dist', 'edge-proxy.js')) as {
  startEdgeProxy(
    port: number,
    routes: { prefix: string; target: Upstream | Upstream[] }[],
    host?: string,
  ): Promise<Server>;
};

interface Sample {
  start: number;
  end: number;
  status: number;
}

interface Replica extends SpawnedProcess {
  url: string;
}

async function handled(replica: Replica): Promise<number> {
  const metrics = await (await fetch(`${replica.url}/metrics`)).text();
  const line = metrics
    .split('\n')
    .find((l) => l.startsWith(`rpc_messages_total{subject="${SUBJECT}",outcome="ok"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

let infra: TestInfra;
let proxy: Server;
const processes: SpawnedProcess[] = [];

async function start(script: string, env: Record<string, string>, portVariable: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const spawned = await spawnNodeProcess(
    fromRoot(script),
    { ...env, [portVariable]: String(port) },
    `${url}/health/ready`,
  );
  processes.push(spawned);
  return { ...spawned, url, port };
}

beforeAll(async () => {
  infra = await startTestInfra();
  const env = { DATABASE_URL: infra.databaseUrl };
  await runNodeScript(fromRoot('services/catalogue/dist/cli/migrate.js'), env);
  await runNodeScript(fromRoot('services/catalogue/dist/cli/seed.js'), env);
  await runNodeScript(fromRoot('gateway/dist/cli/migrate.js'), env);
}, 120_000);

afterAll(async () => {
  proxy?.close();
  await Promise.all(processes.map((p) => p.stop()));
  await infra?.stop();
});

it('spreads load over two catalogue replicas and survives kill -9 of one', async () => {
  const catalogue = { DATABASE_URL: infra.databaseUrl, ...infra.natsEnv('catalogue') };
  const gateway = { DATABASE_URL: infra.databaseUrl, ...infra.natsEnv('gateway') };
  const [doomed, survivor] = [
    await start('services/catalogue/dist/main.js', catalogue, 'CATALOGUE_HEALTH_PORT'),
    await start('services/catalogue/dist/main.js', catalogue, 'CATALOGUE_HEALTH_PORT'),
  ];
  const gateways = [
    await start('gateway/dist/main.js', gateway, 'GATEWAY_PORT'),
    await start('gateway/dist/main.js', gateway, 'GATEWAY_PORT'),
  ];
  const proxyPort = await freePort();
  proxy = await startEdgeProxy(
    proxyPort,
    [{ prefix: '/api', target: gateways.map(({ port }) => ({ host: '127.0.0.1', port })) }],
    '127.0.0.1',
  );

  const samples: Sample[] = [];
  const began = performance.now();
  const now = () => performance.now() - began;
  const worker = async () => {
    while (now() < LOAD_MS && samples.length < MAX_REQUESTS) {
      const start = now();
      const status = await fetch(`http://127.0.0.1:${proxyPort}${PATH}`, {
        // Past the gateways' micro-cache of public reads: every request reaches a catalogue.
        headers: { 'cache-control': 'no-cache' },
        signal: AbortSignal.timeout(5_000),
      }).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0,
      );
      samples.push({ start, end: now(), status });
    }
  };
  let beforeKill = { doomed: 0, survivor: 0 };
  let killedAt = 0;
  const kill = (async () => {
    await new Promise((resolve) => setTimeout(resolve, KILL_AT_MS));
    beforeKill = { doomed: await handled(doomed), survivor: await handled(survivor) };
    killedAt = now();
    doomed.child.kill('SIGKILL');
  })();
  await Promise.all([...Array.from({ length: WORKERS }, worker), kill]);
  const survivorTotal = await handled(survivor);

  const failed = samples.filter((s) => s.status !== 200);
  const inFlightAtKill = samples.filter((s) => s.start < killedAt && s.end > killedAt);
  const failedInFlight = failed.filter((s) => s.start < killedAt);
  const failedAfter = failed.filter((s) => s.start >= killedAt);
  const late = samples.filter((s) => s.start > killedAt + 1_000);
  const latencies = samples
    .filter((s) => s.status === 200)
    .map((s) => s.end - s.start)
    .sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.floor((latencies.length - 1) * p)].toFixed(1);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    [
      `scaling: ${samples.length} requests in ${LOAD_MS / 1000} s through the edge proxy ` +
        `(2 gateways, 2 catalogues, ${WORKERS} concurrent): ${(samples.length / (LOAD_MS / 1000)).toFixed(0)}/s`,
      `  handled before kill -9 at ${ms(killedAt)}: catalogue A ${beforeKill.doomed}, ` +
        `catalogue B ${beforeKill.survivor}`,
      `  failed: ${failed.length} (${[...new Set(failed.map((s) => s.status))].join(', ') || '-'}` +
        `${failed.length ? ` at ${ms(Math.min(...failed.map((s) => s.end - s.start)))}+` : ''}): ` +
        `${failedInFlight.length} of the ${inFlightAtKill.length} in flight at the kill, ` +
        `${failedAfter.length} sent in the ${ms(Math.max(0, ...failedAfter.map((s) => s.start - killedAt)))} ` +
        'before NATS dropped the dead subscriber',
      `  started more than 1 s after the kill: ${late.length}, ` +
        `${late.filter((s) => s.status === 200).length} answered 200`,
      `  catalogue B after the kill: ${survivorTotal - beforeKill.survivor} more ` +
        `(${survivorTotal} in all)`,
      `  latency of successful requests: p50 ${percentile(0.5)} ms, p99 ${percentile(0.99)} ms`,
    ].join('\n'),
  );

  // Both replicas took work from the queue group before the kill.
  expect(beforeKill.doomed).toBeGreaterThan(0);
  expect(beforeKill.survivor).toBeGreaterThan(0);
  // The kill costs the requests in flight to it, and the few the broker routed there in the
  // moment before it saw the connection drop: at most one per client (each waits out the 2 s
  // deadline on it), none started a second after the kill.
  expect(failed.length).toBeLessThanOrEqual(WORKERS);
  expect(failed.filter((s) => s.start > killedAt + 1_000)).toEqual([]);
  // The survivor serves on.
  expect(late.length).toBeGreaterThan(0);
  expect(late.every((s) => s.status === 200)).toBe(true);
  expect(survivorTotal - beforeKill.survivor).toBeGreaterThanOrEqual(late.length);
});

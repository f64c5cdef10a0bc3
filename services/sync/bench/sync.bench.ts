// `npm run bench:sync`: refreshes a 10,000-laptop catalogue against the retailer simulators,
// once from Keepa alone (launch mode) and once from the Creators API, with the quotas scaled up
// so each phase takes about a minute, and prints throughput against the quota's maximum.
// Everything runs on this machine: PostgreSQL and NATS of the test tooling, loopback ports only.
import { CataloguePatterns, SyncPatterns, type SyncRun } from '@bli/contracts';
import { freePort } from '@bli/dev-infra';
import {
  demoProducts,
  startRetailerSimulators,
  syntheticProducts,
  type RetailerSimulators,
} from '@bli/retailer-simulators';
import { natsSettings, RpcClient } from '@bli/server-kit';
import {
  runNodeScript,
  spawnNodeProcess,
  startTestInfra,
  type SpawnedProcess,
  type TestInfra,
} from '@bli/testing';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CATALOGUE_SIZE = 10_000;
/** Creators API: calls a second (10 asins each). Amazon's default is 1; scaled up 20×. */
const CREATORS_TPS = 20;
/** Keepa: tokens a minute, refilled every second here instead of every minute. */
const KEEPA_RATE = 24_000;
const KEEPA_STEP_MS = 1_000;
/** A phase that has not finished by then is reported as it stands. */
const PHASE_LIMIT_MS = 4 * 60_000;

const services = join(__dirname, '..', '..', '..');
const catalogueDist = join(services, 'catalogue', 'dist');
const syncDist = join(services, 'sync', 'dist');

interface PhaseResult {
  name: string;
  run: SyncRun;
  minutes: number;
  perMinute: number;
  theoreticalPerMinute: number;
  throttled: number;
  lowestTokens: number | null;
}

function products() {
  return [...demoProducts, ...syntheticProducts(CATALOGUE_SIZE - demoProducts.length)];
}

/** The first run after `afterId`, once it has finished (or as it stands at the deadline). */
async function waitForRun(rpc: RpcClient, deadline: number, afterId: number): Promise<SyncRun> {
  for (;;) {
    const [latest] = await rpc.send(SyncPatterns.runsList, { limit: 1 });
    const run = latest && latest.id > afterId ? latest : undefined;
    if (run && (run.status === 'succeeded' || run.status === 'failed')) return run;
    if (Date.now() > deadline) {
      if (!run) throw new Error('the sync run never started');
      return run;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function phase(
  name: string,
  env: Record<string, string>,
  source: 'keepa' | 'creators-api',
  rpc: RpcClient,
  afterId: number,
): Promise<PhaseResult> {
  const simulators: RetailerSimulators = await startRetailerSimulators({
    products: products(),
    ...(source === 'creators-api'
      ? {
          creatorsApi: {
            credentialId: 'bench-id',
            credentialSecret: 'bench-secret',
            tps: CREATORS_TPS,
          },
        }
      : {
          keepa: {
            apiKey: 'bench-keepa-key',
            refillRate: KEEPA_RATE,
            refillPeriodMs: KEEPA_STEP_MS,
            initialTokens: 0,
          },
        }),
  });
  const port = await freePort();
  let sync: SpawnedProcess | null = null;
  try {
    sync = await spawnNodeProcess(
      join(syncDist, 'main.js'),
      {
        ...env,
        SYNC_HEALTH_PORT: String(port),
        SYNC_REFRESH_AFTER_MINUTES: '0',
        SYNC_SCHEDULE_INTERVAL_SECONDS: '3600',
        ...(source === 'creators-api'
          ? {
              CREATORS_API_CREDENTIAL_ID: 'bench-id',
              CREATORS_API_CREDENTIAL_SECRET: 'bench-secret',
              CREATORS_API_TOKEN_URL: simulators.creatorsApi!.tokenUrl,
              CREATORS_API_BASE_URL: simulators.creatorsApi!.url,
              CREATORS_API_RATE_PER_SECOND: String(CREATORS_TPS),
            }
          : {
              KEEPA_API_KEY: 'bench-keepa-key',
              KEEPA_BASE_URL: simulators.keepa!.url,
              KEEPA_REFILL_PERIOD_MS: String(KEEPA_STEP_MS),
            }),
      },
      `http://127.0.0.1:${port}/health/ready`,
    );
    const run = await waitForRun(rpc, Date.now() + PHASE_LIMIT_MS, afterId);
    const minutes =
      (Date.parse(run.finishedAt ?? new Date().toISOString()) - Date.parse(run.startedAt!)) /
      60_000;
    const perMinute = run.productsProcessed / minutes;
    let theoreticalPerMinute: number;
    if (source === 'creators-api') {
      theoreticalPerMinute = CREATORS_TPS * 10 * 60;
    } else {
      // Every token the plan ever had (it started empty; refills also came while the service
      // booted), at what a product actually cost, spread over the run.
      const bucket = simulators.keepa!.bucket;
      const costPerProduct = bucket.spent / simulators.keepa!.stats.productsServed;
      const tokens = bucket.spent + Math.max(0, bucket.balance);
      theoreticalPerMinute = tokens / costPerProduct / minutes;
    }
    return {
      name,
      run,
      minutes,
      perMinute,
      theoreticalPerMinute,
      throttled:
        (simulators.creatorsApi?.stats.throttled ?? 0) + (simulators.keepa?.stats.throttled ?? 0),
      lowestTokens: simulators.keepa?.bucket.lowest ?? null,
    };
  } finally {
    await sync?.stop();
    await simulators.stop();
  }
}

function report(result: PhaseResult): boolean {
  const ratio = result.perMinute / result.theoreticalPerMinute;
  const ok = ratio >= 0.95 && result.throttled === 0 && result.run.status === 'succeeded';
  console.log(`\n${result.name}`);
  console.log(`  run ${result.run.id}: ${result.run.status} — ${result.run.message}`);
  console.log(
    `  products refreshed:        ${result.run.productsProcessed} in ${(result.minutes * 60).toFixed(1)} s`,
  );
  console.log(`  refreshed per minute:      ${result.perMinute.toFixed(0)}`);
  console.log(`  theoretical max / minute:  ${result.theoreticalPerMinute.toFixed(0)}`);
  console.log(
    `  ratio:                     ${ratio.toFixed(3)}${ratio >= 0.95 ? '' : '  (below 0.95)'}`,
  );
  console.log(`  429s received:             ${result.throttled}`);
  if (result.lowestTokens !== null) {
    console.log(`  lowest token balance:      ${result.lowestTokens}`);
  }
  console.log(
    `  spent:                     ${result.run.keepaTokensSpent} Keepa tokens, ${result.run.creatorsApiRequests} Creators API requests`,
  );
  return ok;
}

async function main(): Promise<void> {
  const started = Date.now();
  let infra: TestInfra | null = null;
  let catalogue: SpawnedProcess | null = null;
  let rpc: RpcClient | null = null;
  try {
    infra = await startTestInfra();
    const env = { DATABASE_URL: infra.databaseUrl, LOG_LEVEL: 'warn' };
    console.log(
      `sync benchmark: ${CATALOGUE_SIZE} laptops, Creators API ${CREATORS_TPS} calls/s, Keepa ${KEEPA_RATE} tokens/min`,
    );
    await runNodeScript(join(catalogueDist, 'cli', 'migrate.js'), env);
    await runNodeScript(join(catalogueDist, 'cli', 'seed.js'), env);
    const file = join(mkdtempSync(join(tmpdir(), 'bli-bench-')), 'laptops.json');
    writeFileSync(
      file,
      JSON.stringify(
        syntheticProducts(CATALOGUE_SIZE - demoProducts.length).map((p) => ({
          asin: p.asin,
          title: p.title,
          brand: p.brand,
          currentPrice: p.basePrice,
          originalPrice: p.listPrice,
          rating: p.rating,
          reviewCount: p.reviewCount,
        })),
      ),
    );
    await runNodeScript(join(catalogueDist, 'cli', 'seed-synthetic.js'), {
      ...env,
      SYNTHETIC_LAPTOPS_FILE: file,
    });
    await runNodeScript(join(syncDist, 'cli', 'migrate.js'), env);
    const cataloguePort = await freePort();
    catalogue = await spawnNodeProcess(
      join(catalogueDist, 'main.js'),
      { ...env, ...infra.natsEnv('catalogue'), CATALOGUE_HEALTH_PORT: String(cataloguePort) },
      `http://127.0.0.1:${cataloguePort}/health/ready`,
    );
    // Each question as the process that may ask it: the targets as sync, the runs as the gateway.
    const asSync = await RpcClient.connect(natsSettings(infra.natsEnv('sync'), 'sync'), 10_000);
    const { total } = await asSync
      .send(CataloguePatterns.laptopsSyncTargets, { limit: 0 })
      .finally(() => asSync.close());
    rpc = await RpcClient.connect(natsSettings(infra.natsEnv('gateway'), 'gateway'), 10_000);
    console.log(
      `catalogue ready: ${total} active laptops (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );

    const syncEnv = { ...env, ...infra.natsEnv('sync') };
    const keepa = await phase('Keepa only (launch mode)', syncEnv, 'keepa', rpc, 0);
    const creators = await phase('Amazon Creators API', syncEnv, 'creators-api', rpc, keepa.run.id);
    const ok = [report(keepa), report(creators)].every(Boolean);
    console.log(
      `\n${ok ? 'target met' : 'target missed'}: ratio ≥ 0.95 with zero 429s (${((Date.now() - started) / 1000).toFixed(0)} s in all)`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await rpc?.close();
    await catalogue?.stop();
    await infra?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

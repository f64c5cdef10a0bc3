// `npm run bench`: requests a second and latency of the API and the server-rendered pages on
// this machine, next to a bare NestJS-on-Fastify hello world started here as the baseline, and
// the same hello world relaying its bytes over one NATS request/reply (the uncached reads' floor).
// Local addresses only; about five minutes (`BENCH_ONLY=renders`: the rendered pages' rows
// alone, about one).
import type { Laptop, PriceRange } from '@bli/contracts';
import { freePort, startBareNatsServer } from '@bli/dev-infra';
import { spawnNodeProcess } from '@bli/testing';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { CLIENT_ADDRESS, startBenchStack, type BenchStack } from './bench-stack';
import { measure, type LoadFigures, type LoadOptions } from './load-run';
import { formatTable, type Row } from './report-table';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

/** Issue #9's targets: answers the gateway's response cache may give, and cached pages. */
const API_RATIO_TARGET = 0.5;
const API_P99_TARGET_MS = 25;
const HTML_RPS_TARGET = 2_000;
/** Issue #21's targets: the path every cache miss takes. */
const UNCACHED_API_RATIO_TARGET = 0.08;
const SEARCH_RPS_TARGET = 500;
const SEARCH_P99_TARGET_MS = 50;
const UNCACHED_HTML_CONNECTIONS = 10;
const UNCACHED_HTML_P99_TARGET_MS = 100;
const UNCACHED_LAPTOP_RPS_TARGET = 300;
const UNCACHED_RANGE_RPS_TARGET = 200;
const SEARCH_WORDS = 'gaming laptop under 80k';

const options: LoadOptions = {
  connections: CONNECTIONS,
  seconds: SECONDS,
  warmupSeconds: WARMUP_SECONDS,
};

/**
 * The baseline server, up for the whole run: its hello world, its same-bytes answers, and the
 * same bytes relayed from a responder that does no work over a NATS server of its own (no users,
 * no permissions: a little cheaper than the bus's).
 */
async function startBaseline(): Promise<{ url: string; stop: () => Promise<void> }> {
  const nats = await startBareNatsServer(await freePort());
  const stops: (() => Promise<void>)[] = [() => nats.stop()];
  const stop = async () => {
    for (const next of [...stops].reverse()) await next();
  };
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = await spawnNodeProcess(
      join(__dirname, 'baseline', 'hello-world.server.js'),
      { PORT: String(port), NATS_URL: nats.url },
      `${url}/`,
    );
    stops.push(() => server.stop());
    // Ready when a relayed answer comes back: the responder has subscribed.
    const responder = await spawnNodeProcess(
      join(__dirname, 'baseline', 'bytes-responder.server.js'),
      { NATS_URL: nats.url },
      `${url}/relay/17`,
    );
    stops.push(() => responder.stop());
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The size of the body a read answers (what its same-bytes baseline must send). */
async function bodyBytes(url: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, { headers });
  return (await response.arrayBuffer()).byteLength;
}

/** The range with the most laptops, and the laptop ranked first on the featured list. */
async function pickTargets(stack: BenchStack): Promise<{ range: PriceRange; laptop: Laptop }> {
  const ranges = await stack.api<PriceRange[]>('/api/price-ranges');
  const range = [...ranges].sort((a, b) => (b.laptopCount ?? 0) - (a.laptopCount ?? 0))[0];
  const [laptop] = await stack.api<Laptop[]>('/api/laptops/featured');
  if (!range || !laptop) throw new Error('the demo catalogue has no ranges or featured laptops');
  return { range, laptop };
}

/**
 * Pages no cache answers: rendered by a second stack with the web's HTML cache and the gateway's
 * response cache off (HTML_CACHE_MS=0, RESPONSE_CACHE_MS=0), each asked under a URL of its own.
 */
async function measureRenders(targets?: {
  laptopSlug: string;
  rangeSlug: string;
}): Promise<LoadFigures[]> {
  console.log('bench: a second stack with both caches off, for pages rendered from scratch…');
  const bare = await startBenchStack({ RESPONSE_CACHE_MS: '0', HTML_CACHE_MS: '0' });
  try {
    let picked = targets;
    if (!picked) {
      const { laptop, range } = await pickTargets(bare);
      picked = { laptopSlug: laptop.slug, rangeSlug: range.slug };
    }
    const { laptopSlug, rangeSlug } = picked;
    const fresh = { ...options, connections: UNCACHED_HTML_CONNECTIONS, uniqueQuery: true };
    return [
      await measure(
        `HTML /laptop/${laptopSlug}, rendered (no cache)`,
        `${bare.webUrl}/laptop/${laptopSlug}`,
        fresh,
      ),
      await measure(
        `HTML /price-range/${rangeSlug}, rendered (no cache)`,
        `${bare.webUrl}/price-range/${rangeSlug}`,
        fresh,
      ),
    ];
  } finally {
    await bare.stop();
  }
}

function verdict(ok: boolean): string {
  return ok ? 'meets target' : 'BELOW TARGET';
}

/** A rendered page's row: the laptop page's target first, then the range page's. */
function renderRow(run: LoadFigures, i: number): Row {
  return {
    ...run,
    notes: verdict(
      run.requestsPerSecond >= [UNCACHED_LAPTOP_RPS_TARGET, UNCACHED_RANGE_RPS_TARGET][i] &&
        run.p99Ms <= UNCACHED_HTML_P99_TARGET_MS &&
        run.errors === 0,
    ),
  };
}

/** `BENCH_ONLY=renders`: only the rows of pages rendered from scratch, on their stack alone. */
async function rendersOnly(): Promise<void> {
  const rows = (await measureRenders()).map(renderRow);
  console.log('');
  console.log(formatTable(rows));
  console.log(`bench: load average now ${loadavg()[0].toFixed(1)}`);
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(
    `bench: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' ',
      )} at start; ${CONNECTIONS} connections, no pipelining, ${SECONDS} s per run after ${WARMUP_SECONDS} s warm-up`,
  );
  console.log('bench: starting the stack (own PostgreSQL database and NATS)…');
  const stack = await startBenchStack();
  try {
    const { range, laptop } = await pickTargets(stack);
    const api = `${stack.gatewayUrl}/api`;
    // Counted by the rate limiter as one shopper on the internet, as through the edge.
    const asClient = { ...options, headers: { 'x-forwarded-for': CLIENT_ADDRESS } };
    const reads = [
      ['GET /api/laptops/featured', `${api}/laptops/featured`],
      [`GET /api/laptops/price-range/${range.id}`, `${api}/laptops/price-range/${range.id}`],
      [`GET /api/laptops/slug/${laptop.slug}`, `${api}/laptops/slug/${laptop.slug}`],
    ] as const;
    const baselineServer = await startBaseline();
    let base: LoadFigures;
    const sameBytes: LoadFigures[] = [];
    const relayed: LoadFigures[] = [];
    try {
      base = await measure(
        'baseline: NestJS + Fastify hello world',
        `${baselineServer.url}/`,
        options,
      );
      for (const [, url] of reads) {
        const bytes = await bodyBytes(url, asClient.headers);
        sameBytes.push(
          await measure(
            `baseline: the same, a ${bytes}-byte body`,
            `${baselineServer.url}/bytes/${bytes}`,
            options,
          ),
        );
        relayed.push(
          await measure(
            `floor: ${bytes} bytes over one NATS request/reply`,
            `${baselineServer.url}/relay/${bytes}`,
            options,
          ),
        );
      }
    } finally {
      await baselineServer.stop();
    }
    const apiRuns: LoadFigures[] = [];
    for (const [name, url] of reads) apiRuns.push(await measure(name, url, asClient));
    // The same reads past the response cache: every request goes through NATS to the catalogue.
    const noCache = { ...asClient, headers: { ...asClient.headers, 'cache-control': 'no-cache' } };
    const uncachedRuns: LoadFigures[] = [];
    for (const [name, url] of reads)
      uncachedRuns.push(await measure(`${name}, no-cache`, url, noCache));
    const search = await measure(
      `GET /api/search?q=${SEARCH_WORDS}, no-cache`,
      `${api}/search?q=${encodeURIComponent(SEARCH_WORDS)}`,
      noCache,
    );
    const htmlRuns = [
      await measure('HTML /', `${stack.webUrl}/`, options),
      await measure(
        `HTML /price-range/${range.slug}`,
        `${stack.webUrl}/price-range/${range.slug}`,
        options,
      ),
      await measure(
        `HTML /laptop/${laptop.slug}`,
        `${stack.webUrl}/laptop/${laptop.slug}`,
        options,
      ),
    ];
    const renderRuns = await measureRenders({ laptopSlug: laptop.slug, rangeSlug: range.slug });

    const ratioOf = (run: LoadFigures) => run.requestsPerSecond / base.requestsPerSecond;
    const rows: Row[] = [
      { ...base, notes: 'ratio 1.00' },
      ...sameBytes.map((run) => ({
        ...run,
        notes: `ratio ${ratioOf(run).toFixed(2)}; moving the bytes alone`,
      })),
      ...relayed.map((run) => ({
        ...run,
        notes: `ratio ${ratioOf(run).toFixed(3)}; a responder that does no work`,
      })),
      ...apiRuns.map((run, i) => {
        const ofSameBytes = run.requestsPerSecond / sameBytes[i].requestsPerSecond;
        const ok =
          ratioOf(run) >= API_RATIO_TARGET && run.p99Ms <= API_P99_TARGET_MS && run.errors === 0;
        return {
          ...run,
          notes: `ratio ${ratioOf(run).toFixed(2)} (${ofSameBytes.toFixed(2)} of the same bytes); ${verdict(ok)}`,
        };
      }),
      ...uncachedRuns.map((run, i) => {
        const ofFloor = run.requestsPerSecond / relayed[i].requestsPerSecond;
        const ok =
          ratioOf(run) >= UNCACHED_API_RATIO_TARGET &&
          run.p99Ms <= API_P99_TARGET_MS &&
          run.errors === 0;
        return {
          ...run,
          notes: `ratio ${ratioOf(run).toFixed(3)} (${ofFloor.toFixed(2)} of its floor); ${verdict(ok)}`,
        };
      }),
      {
        ...search,
        notes: verdict(
          search.requestsPerSecond >= SEARCH_RPS_TARGET &&
            search.p99Ms <= SEARCH_P99_TARGET_MS &&
            search.errors === 0,
        ),
      },
      ...htmlRuns.map((run) => ({
        ...run,
        notes: verdict(run.requestsPerSecond >= HTML_RPS_TARGET && run.errors === 0),
      })),
      ...renderRuns.map(renderRow),
    ];
    console.log('');
    console.log(formatTable(rows));
    console.log('');
    console.log(
      `targets: API ≥ ${API_RATIO_TARGET}× the baseline's req/s (no-cache: ≥ ${UNCACHED_API_RATIO_TARGET}×) with p99 ≤ ${API_P99_TARGET_MS} ms; search ≥ ${SEARCH_RPS_TARGET} req/s, p99 ≤ ${SEARCH_P99_TARGET_MS} ms; HTML ≥ ${HTML_RPS_TARGET} req/s; rendered at ${UNCACHED_HTML_CONNECTIONS} connections: laptop ≥ ${UNCACHED_LAPTOP_RPS_TARGET}, range ≥ ${UNCACHED_RANGE_RPS_TARGET} req/s, p99 ≤ ${UNCACHED_HTML_P99_TARGET_MS} ms; no errors`,
    );
    console.log(
      `bench: done in ${Math.round((Date.now() - started) / 1_000)} s; load average now ${loadavg()[0].toFixed(1)} (figures from a busy machine are low)`,
    );
  } catch (error) {
    console.error(stack.output());
    throw error;
  } finally {
    await stack.stop();
  }
}

(process.env.BENCH_ONLY === 'renders' ? rendersOnly() : main()).catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

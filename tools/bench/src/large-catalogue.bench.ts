// `npm run bench:large`: the same calls on the demo catalogue, then on the same stack after the
// generator has filled its (separate, fresh) database to 100,000 laptops, every request answered
// from scratch (no HTML cache, no response cache). Targets: each list call's p50 within 2× of
// the demo catalogue's; every page that sums up a whole list makes a few NATS calls, as many at
// 100,000 laptops as on the demo catalogue; a deep page by cursor as fast as a first page;
// search p50 ≤ 50 ms.
import { freePort } from '@bli/dev-infra';
import type { PriceRange } from '@bli/contracts';
import { generateLaptops } from '@bli/testing';
import { startBenchStack, type BenchStack } from './bench-stack';
import { deepPages } from './deep-pages';
import { sample, type LoadFigures } from './load-run';
import { formatTable, type Row } from './report-table';
import { RpcCallCounter } from './rpc-calls';
import { CALLS_LIMIT, measureWholeListPages, wholeListPages } from './whole-list-pages';

const LAPTOPS = Number(process.env.LAPTOPS ?? 100_000);
/** Sequential requests per call and catalogue size: a median of 5 moved by 2× between runs. */
const SAMPLES = 20;
const RATIO_TARGET = 2;
const SEARCH_P50_TARGET_MS = 50;
/** Past the gateway's micro-cache: every request is answered by the catalogue. */
const UNCACHED = { 'cache-control': 'no-cache' };
const SEARCH = `/api/search?q=${encodeURIComponent('gaming laptop under 80k')}`;
/** The services whose answered requests are counted (their health ports serve /metrics). */
const COUNTED = ['CATALOGUE', 'CONTENT', 'SEO'] as const;

async function answerSize(url: string): Promise<string> {
  const response = await fetch(url, { headers: UNCACHED, signal: AbortSignal.timeout(60_000) });
  const bytes = (await response.arrayBuffer()).byteLength;
  return `${response.status}, ${(bytes / 1024).toFixed(0)} KiB`;
}

/** The stack, without the caches, with its services' metrics on ports this bench knows. */
async function startStack(): Promise<{ stack: BenchStack; counter: RpcCallCounter }> {
  const ports: Record<string, string> = {};
  for (const service of COUNTED) ports[`${service}_HEALTH_PORT`] = String(await freePort());
  const stack = await startBenchStack({ ...ports, HTML_CACHE_MS: '0', RESPONSE_CACHE_MS: '0' });
  const counter = new RpcCallCounter(
    Object.values(ports).map((port) => `http://127.0.0.1:${port}/metrics`),
  );
  return { stack, counter };
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log('bench:large: starting the stack (own PostgreSQL database and NATS)…');
  const { stack, counter } = await startStack();
  try {
    const ranges = await stack.api<PriceRange[]>('/api/price-ranges');
    const range = [...ranges].sort((a, b) => b.laptopCount - a.laptopCount)[0];
    // Smallest answers first: a call that times out at the gateway keeps the catalogue busy.
    const paths = [
      '/api/laptops/featured',
      `/api/laptops/price-range/${range.id}`,
      '/api/laptops/gaming',
      '/api/laptops/processor/amd',
      '/api/laptops/graphics/dedicated',
      '/api/laptops/ram/16gb',
      '/api/laptops',
      SEARCH,
    ];
    const pages = await wholeListPages(stack);
    const run = async (samples: number, label: string) => {
      const lists: LoadFigures[] = [];
      for (const path of paths) {
        const url = `${stack.gatewayUrl}${path}`;
        const figure = await sample(`${label} ${path}`, url, samples, UNCACHED);
        lists.push({ ...figure, name: `${figure.name} (${await answerSize(url)})` });
      }
      const whole = await measureWholeListPages(pages, counter, label);
      return { lists, whole, deep: await deepPages(stack.gatewayUrl, label) };
    };

    const demo = await run(SAMPLES, 'demo');
    const generating = Date.now();
    const count = await generateLaptops(stack.databaseUrl, LAPTOPS);
    console.log(`bench:large: ${count} laptops generated in ${Date.now() - generating} ms`);
    const large = await run(SAMPLES, `${count}`);

    const verdict = (ok: boolean) => (ok ? 'meets target' : 'BELOW TARGET');
    const rows: Row[] = [
      ...demo.lists,
      ...large.lists.map((figure, i) => {
        const ratio = figure.p50Ms / Math.max(demo.lists[i].p50Ms, 0.1);
        const search = paths[i] === SEARCH;
        const ok =
          figure.errors === 0 &&
          (search ? figure.p50Ms <= SEARCH_P50_TARGET_MS : ratio <= RATIO_TARGET);
        return { ...figure, notes: `p50 ${ratio.toFixed(1)}× demo; ${verdict(ok)}` };
      }),
      ...demo.whole.map((figure) => ({ ...figure, notes: `${figure.calls} calls` })),
      ...large.whole.map((figure, i) => {
        const ok =
          figure.errors === 0 && figure.calls <= CALLS_LIMIT && figure.calls <= demo.whole[i].calls;
        const ratio = figure.p50Ms / Math.max(demo.whole[i].p50Ms, 0.1);
        return {
          ...figure,
          notes: `${figure.calls} calls, p50 ${ratio.toFixed(1)}× demo; ${verdict(ok)}`,
        };
      }),
      ...demo.deep,
      ...large.deep.map((figure) => ({
        ...figure,
        notes: `p50 ${(figure.p50Ms / Math.max(large.deep[0].p50Ms, 0.1)).toFixed(1)}× first page`,
      })),
    ];
    console.log('');
    console.log(formatTable(rows));
    console.log('');
    console.log(
      `targets at ${count} laptops: each list's p50 ≤ ${RATIO_TARGET}× the demo catalogue's; ` +
        `search p50 ≤ ${SEARCH_P50_TARGET_MS} ms; each whole-list page ≤ ${CALLS_LIMIT} NATS calls, ` +
        `no more than on the demo catalogue; ` +
        `a deep page by cursor near the first page's p50 (offset pages shown for comparison)`,
    );
    console.log(`bench:large: done in ${Math.round((Date.now() - started) / 1_000)} s`);
  } catch (error) {
    console.error(stack.output());
    throw error;
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:large: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

// `npm run bench:large`: the list and filter calls' median latency on the demo catalogue, then on
// the same stack after the generator has filled its (separate, fresh) database to 100,000
// laptops, past the gateway's micro-cache. Target: each p50 within 2× of the demo catalogue's.
import type { PriceRange } from '@bli/contracts';
import { startBenchStack } from './bench-stack';
import { generateLaptops } from '@bli/testing';
import { sample, type LoadFigures } from './load-run';
import { formatTable, type Row } from './report-table';

const LAPTOPS = Number(process.env.LAPTOPS ?? 100_000);
/** Sequential requests per call and catalogue size: a median of 5 moved by 2× between runs. */
const SAMPLES = 20;
const RATIO_TARGET = 2;
/** Past the gateway's micro-cache: every request is answered by the catalogue. */
const UNCACHED = { 'cache-control': 'no-cache' };

async function answerSize(url: string): Promise<string> {
  const response = await fetch(url, { headers: UNCACHED, signal: AbortSignal.timeout(60_000) });
  const bytes = (await response.arrayBuffer()).byteLength;
  return `${response.status}, ${(bytes / 1024).toFixed(0)} KiB`;
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log('bench:large: starting the stack (own PostgreSQL database and NATS)…');
  const stack = await startBenchStack();
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
    ];
    const run = async (samples: number, label: string): Promise<LoadFigures[]> => {
      const figures: LoadFigures[] = [];
      for (const path of paths) {
        const url = `${stack.gatewayUrl}${path}`;
        const figure = await sample(`${label} ${path}`, url, samples, UNCACHED);
        figures.push({ ...figure, name: `${figure.name} (${await answerSize(url)})` });
      }
      return figures;
    };

    const demo = await run(SAMPLES, 'demo');
    const generating = Date.now();
    const count = await generateLaptops(stack.databaseUrl, LAPTOPS);
    console.log(`bench:large: ${count} laptops generated in ${Date.now() - generating} ms`);
    const large = await run(SAMPLES, `${count}`);

    const rows: Row[] = [
      ...demo,
      ...large.map((figure, i) => {
        const ratio = figure.p50Ms / Math.max(demo[i].p50Ms, 0.1);
        const ok = ratio <= RATIO_TARGET && figure.errors === 0;
        return {
          ...figure,
          notes: `p50 ${ratio.toFixed(1)}× demo; ${ok ? 'meets target' : 'BELOW TARGET'}`,
        };
      }),
    ];
    console.log('');
    console.log(formatTable(rows));
    console.log('');
    console.log(
      `target: each p50 at ${count} laptops ≤ ${RATIO_TARGET}× its p50 on the demo catalogue`,
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

// `npm run lighthouse`: Lighthouse (mobile preset) on the home page, a price-range page, a laptop
// page, a blog post and the 404 page of a private stack (or LIGHTHOUSE_BASE_URL), median of 3
// runs each after one unscored warm-up load; prints the four category scores, LCP, TBT and CLS, and what keeps a score below 100.
import { chromiumPath, startProductStack, type ProductStack } from '@bli/testing';
import { CATEGORIES, medianRun, runLighthouse, type RunResult } from './lighthouse-run';
import { warmUp } from './warm-up';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// The browser tests' Chromium (Debian's full browser, installed by `npm run lighthouse` too).
const CHROME_PATH = process.env.CHROME_PATH ?? chromiumPath();

async function firstOf<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  const list = (await response.json()) as T[];
  if (list.length === 0) throw new Error(`GET ${path}: empty`);
  return list[0];
}

async function pagesOf(baseUrl: string): Promise<[string, string][]> {
  const range = await firstOf<{ slug: string }>(baseUrl, '/api/price-ranges');
  const laptop = await firstOf<{ slug: string }>(baseUrl, '/api/laptops/featured');
  const post = await firstOf<{ slug: string }>(baseUrl, '/api/blog');
  return [
    ['home', '/'],
    ['price range', `/price-range/${range.slug}`],
    ['laptop', `/laptop/${laptop.slug}`],
    ['blog post', `/blog/${post.slug}`],
    ['404', '/no-such-page'],
  ];
}

/** A run's performance score, its LCP and the audit that cost most (the first run is cold). */
function runSummary(run: RunResult): string {
  const worst = run.failing.find((audit) => audit.category === 'performance');
  return `${run.scores.performance} (LCP ${Math.round(run.lcpMs)} ms${worst ? `; ${worst.id}` : ''})`;
}

function line(name: string, path: string, run: RunResult): string {
  const scores = CATEGORIES.map((category) => String(run.scores[category]).padStart(5)).join(' ');
  return `${name.padEnd(12)} ${scores} ${`${Math.round(run.lcpMs)}ms`.padStart(8)} ${`${Math.round(run.tbtMs)}ms`.padStart(7)} ${run.cls.toFixed(3).padStart(6)}  ${path}`;
}

async function main(): Promise<void> {
  const external = process.env.LIGHTHOUSE_BASE_URL;
  let stack: ProductStack | null = null;
  if (!external) {
    console.log('[lighthouse] starting a private stack (own database and NATS)…');
    stack = await startProductStack({ env: { LOG_LEVEL: 'error' } });
  }
  const baseUrl = external ?? stack!.baseUrl;
  try {
    const pages = await pagesOf(baseUrl);
    const medians: [string, string, RunResult][] = [];
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    for (const [name, path] of pages.filter(([page]) => !only || only.includes(page))) {
      const runs: RunResult[] = [];
      await warmUp(`${baseUrl}${path}`);
      for (let i = 0; i < RUNS; i++) {
        runs.push(await runLighthouse(`${baseUrl}${path}`, CHROME_PATH, name === '404'));
      }
      const median = medianRun(runs);
      medians.push([name, path, median]);
      console.log(`[lighthouse] ${path}: ${runs.map(runSummary).join(', ')}`);
    }
    console.log(
      `\n${'page'.padEnd(12)} ${['perf', 'a11y', 'bp', 'seo'].map((h) => h.padStart(5)).join(' ')} ${'LCP'.padStart(8)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)}  path (median of ${RUNS}, mobile)`,
    );
    for (const [name, path, run] of medians) console.log(line(name, path, run));
    const below = medians.filter(([, , run]) =>
      CATEGORIES.some((category) => run.scores[category] < 100),
    );
    for (const [name, , run] of below) {
      console.log(`\n${name}: below 100 because of`);
      for (const audit of run.failing.slice(0, 12)) {
        console.log(`  [${audit.category}] ${audit.id} (${audit.score}): ${audit.title}`);
        if (audit.example) console.log(`      e.g. ${audit.example}`);
      }
    }
    console.log(
      below.length === 0
        ? '\nevery page scores 100 in all four categories'
        : `\n${below.length} of ${medians.length} pages below 100 in some category`,
    );
  } finally {
    await stack?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[lighthouse] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

// One Lighthouse run of one page through its CLI (mobile preset, the default), on Debian's
// Chromium with the flags that keep it off the network.
import { execFile } from 'node:child_process';
import { join } from 'node:path';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface RunResult {
  url: string;
  /** 0–100 per category. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits below a full score, worst first: what to fix. */
  failing: { category: Category; id: string; title: string; score: number; example: string }[];
}

interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      numericValue?: number;
      scoreDisplayMode: string;
      details?: { items?: Record<string, unknown>[] };
    }
  >;
  runtimeError?: { message: string };
}

const root = join(__dirname, '..', '..', '..');
const RUN_TIMEOUT_MS = 180_000;

function lighthouseCli(url: string, chromePath: string, notFound: boolean): Promise<string> {
  const cli = join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const args = [
    cli,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    // The 404 page is measured as the page it is (Lighthouse refuses a 404 document otherwise).
    ...(notFound ? ['--ignore-status-code'] : []),
  ];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      {
        env: { ...process.env, CHROME_PATH: chromePath },
        maxBuffer: 256 * 1024 * 1024,
        timeout: RUN_TIMEOUT_MS,
      },
      (error, stdout, stderr) => {
        if (error)
          reject(new Error(`lighthouse ${url}: ${error.message}\n${stderr.slice(-2_000)}`));
        else resolve(stdout);
      },
    );
  });
}

/** The first offending item of an audit, in a line: a console message, an element, a URL. */
function exampleOf(item: Record<string, unknown> | undefined): string {
  if (!item) return '';
  const node = item.node as { snippet?: string; explanation?: string } | undefined;
  const text =
    (item.description as string | undefined) ??
    (node ? `${node.snippet ?? ''} ${node.explanation ?? ''}` : undefined) ??
    (item.url as string | undefined) ??
    JSON.stringify(item);
  return text.replace(/\s+/g, ' ').slice(0, 240);
}

export function summarise(url: string, result: LighthouseResult): RunResult {
  if (result.runtimeError) throw new Error(`lighthouse ${url}: ${result.runtimeError.message}`);
  const score = (category: Category) => Math.round((result.categories[category]?.score ?? 0) * 100);
  const failing: RunResult['failing'] = [];
  for (const category of CATEGORIES) {
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      failing.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        example: exampleOf(audit.details?.items?.[0]),
      });
    }
  }
  failing.sort((a, b) => a.score - b.score);
  return {
    url,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: result.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: result.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: result.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failing,
  };
}

export async function runLighthouse(
  url: string,
  chromePath: string,
  notFound = false,
): Promise<RunResult> {
  const output = await lighthouseCli(url, chromePath, notFound);
  return summarise(url, JSON.parse(output) as LighthouseResult);
}

/** The run with the median performance score (ties: the median LCP), as Lighthouse advises. */
export function medianRun(runs: RunResult[]): RunResult {
  const sorted = [...runs].sort(
    (a, b) => a.scores.performance - b.scores.performance || a.lcpMs - b.lcpMs,
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

#!/usr/bin/env node
// First-load JavaScript per public route, gzip-compressed, against the budget (120 KB).
//
// Reads what `react-router build` wrote to dist/client: React Router's client manifest
// (assets/manifest-*.js: the entry, and per route its module and the chunks it imports) and, when
// the build also emits it, Vite's .vite/manifest.json (only to name the source files). A route's
// first load is the entry client, the root route, the route module and every chunk they import
// statically — followed through the chunks themselves — counted once each. Dynamic imports are
// left out: they load later, if at all. The budget is on gzip; the brotli column (quality 11)
// only indicates what browsers that accept br download from our server.
//
// The check (`--check`, run by `npm test` through `nx run web:budget-check`) fails when a route is
// over the budget, except a route listed in js-budget.baseline.json: that one fails only when it
// grows past its recorded size (a ratchet while it is brought under the budget). A route that
// is new, or has come under the budget, must stay under it. `--update-baseline` rewrites the
// file from this build (only routes still over the budget are kept).
//
// Usage: node scripts/js-budget.mjs [--budget=120] [--check] [--update-baseline]
//        (from web/, after the build)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = join(webRoot, 'dist', 'client');
const serverBuild = join(webRoot, 'dist', 'server', 'index.js');
const budgetArg = process.argv.find((arg) => arg.startsWith('--budget='));
const BUDGET_KB = budgetArg ? Number(budgetArg.split('=')[1]) : 120;
const CHECK = process.argv.includes('--check');
const UPDATE_BASELINE = process.argv.includes('--update-baseline');
const baselineFile = join(webRoot, 'scripts', 'js-budget.baseline.json');
/** Growth a baselined route may show before the check fails (minifier noise between builds). */
const TOLERANCE_KB = 0.3;
/** Kilobytes as browsers' dev tools count them. */
const KB = 1000;

/** Extra per-route chunks React Router may split off a route module; each loads on first visit. */
const ROUTE_CHUNK_KEYS = [
  'module',
  'clientActionModule',
  'clientLoaderModule',
  'clientMiddlewareModule',
  'hydrateFallbackModule',
];

function fail(message) {
  console.error(`js-budget: ${message}`);
  process.exit(2);
}

function readRouterManifest() {
  const assets = join(clientDir, 'assets');
  if (!existsSync(assets)) fail(`no ${assets}: run the web build first (npx nx run web:build)`);
  const files = readdirSync(assets).filter((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (files.length !== 1) {
    fail(`expected one assets/manifest-*.js in ${assets}, found ${files.length}: rebuild`);
  }
  const source = readFileSync(join(assets, files[0]), 'utf8');
  const json = source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '');
  return { manifest: JSON.parse(json), file: `/assets/${files[0]}` };
}

/** Vite's own manifest (present only with build.manifest): output file → source file. */
function readSourceNames() {
  const path = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return new Map();
  const vite = JSON.parse(readFileSync(path, 'utf8'));
  return new Map(
    Object.values(vite)
      .filter((chunk) => chunk.src)
      .map((chunk) => [`/${chunk.file}`, chunk.src]),
  );
}

/** With route discovery "initial" the whole manifest loads on every page; "lazy" fetches it per path. */
function manifestLoadsUpFront() {
  if (!existsSync(serverBuild)) return true;
  const match = /routeDiscovery\s*=\s*\{\s*"?mode"?\s*:\s*"(\w+)"/.exec(
    readFileSync(serverBuild, 'utf8'),
  );
  return !match || match[1] !== 'lazy';
}

const fileCache = new Map();
function asset(urlPath) {
  if (!fileCache.has(urlPath)) {
    const path = join(clientDir, ...urlPath.split('/').filter(Boolean));
    if (!existsSync(path)) fail(`${urlPath} is in the manifest but not in ${clientDir}`);
    const content = readFileSync(path);
    fileCache.set(urlPath, {
      raw: content.length,
      gzip: gzipSync(content).length,
      br: brotliCompressSync(content).length,
    });
  }
  return fileCache.get(urlPath);
}

const STATIC_IMPORT =
  /(?:^|[^\w$.])(?:import|export)\s*(?:[^'"`();]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g;

/** Chunks a built module imports statically (minified Vite output: `import{a as b}from"./x.js"`). */
function staticImports(urlPath) {
  const code = readFileSync(join(clientDir, ...urlPath.split('/').filter(Boolean)), 'utf8');
  const found = [];
  for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
    if (specifier.startsWith('/')) found.push(specifier);
    else if (specifier.startsWith('.')) found.push(posix.join(posix.dirname(urlPath), specifier));
  }
  return found;
}

/** The static import closure of some starting chunks, each file once. */
function closure(starts) {
  const seen = new Set();
  const queue = [...starts];
  while (queue.length > 0) {
    const next = queue.shift();
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...staticImports(next));
  }
  return seen;
}

function chunksOf(route) {
  const starts = [...(route.imports ?? [])];
  for (const key of ROUTE_CHUNK_KEYS) if (route[key]) starts.push(route[key]);
  return starts;
}

const sum = (files, key) => [...files].reduce((total, file) => total + asset(file)[key], 0);
const kb = (bytes) => (bytes / KB).toFixed(1);

const { manifest, file: manifestFile } = readRouterManifest();
const sourceNames = readSourceNames();
const root = manifest.routes.root;
if (!root) fail('the manifest has no root route');
const shared = [manifest.entry.module, ...(manifest.entry.imports ?? []), ...chunksOf(root)];
if (manifestLoadsUpFront()) shared.push(manifestFile);
const sharedFiles = closure(shared);

// One row per route module: the six SEO landing paths share one module, so one row.
const rows = new Map();
for (const route of Object.values(manifest.routes)) {
  if (route.id === 'root') continue;
  const path = route.index ? '/' : `/${route.path ?? ''}`;
  const existing = rows.get(route.module);
  if (existing) {
    existing.paths.push(path);
    continue;
  }
  const files = closure([...shared, ...chunksOf(route)]);
  const name =
    sourceNames.get(route.module)?.replace(/^app\//, '') ??
    `routes/${posix.basename(route.module).replace(/-[\w-]{8}\.js$/, '')}.tsx`;
  rows.set(route.module, {
    name,
    paths: [path],
    files: files.size,
    raw: sum(files, 'raw'),
    gzip: sum(files, 'gzip'),
    br: sum(files, 'br'),
  });
}

const budgetBytes = BUDGET_KB * KB;
/** Route module → gzip KB it may not exceed while it is still over the budget. */
const baseline = existsSync(baselineFile)
  ? JSON.parse(readFileSync(baselineFile, 'utf8')).overBudgetRoutes
  : {};
const limitOf = (row) =>
  row.name in baseline
    ? Math.max(budgetBytes, (baseline[row.name] + TOLERANCE_KB) * KB)
    : budgetBytes;
const verdict = (row) => {
  if (row.gzip <= budgetBytes) return 'ok';
  const over = `OVER by ${kb(row.gzip - budgetBytes)}`;
  if (!(row.name in baseline)) return `${over} (new)`;
  return row.gzip <= limitOf(row) ? `${over} (baseline ${baseline[row.name]})` : `${over} (grew)`;
};
const table = [...rows.values()].map((row) => ({
  'route module': row.name,
  paths: row.paths.length > 1 ? `${row.paths[0]} (+${row.paths.length - 1} more)` : row.paths[0],
  files: String(row.files),
  'raw KB': kb(row.raw),
  'gzip KB': kb(row.gzip),
  'br KB': kb(row.br),
  budget: verdict(row),
}));

const columns = Object.keys(table[0] ?? {});
const widths = columns.map((column) =>
  Math.max(column.length, ...table.map((row) => row[column].length)),
);
const numeric = new Set(['files', 'raw KB', 'gzip KB', 'br KB']);
const line = (cells) =>
  cells
    .map((cell, i) => (numeric.has(columns[i]) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
    .join('  ')
    .trimEnd();

console.log(
  `First-load JavaScript per route (gzip at zlib's default level, as the web server sends it; 1 KB = ${KB} bytes; budget ${BUDGET_KB} KB)`,
);
console.log(line(columns));
console.log(line(widths.map((width) => '-'.repeat(width))));
table.forEach((row) => console.log(line(columns.map((column) => row[column]))));
console.log(
  `\nShared by every route (entry client + root${manifestLoadsUpFront() ? ' + route manifest' : ''}): ` +
    `${sharedFiles.size} files, ${kb(sum(sharedFiles, 'raw'))} KB raw, ${kb(sum(sharedFiles, 'gzip'))} KB gzip`,
);
[...sharedFiles]
  .sort((a, b) => asset(b).gzip - asset(a).gzip)
  .forEach((file) => console.log(`  ${kb(asset(file).gzip).padStart(6)} KB gzip  ${file}`));

if (UPDATE_BASELINE) {
  const overBudgetRoutes = Object.fromEntries(
    [...rows.values()]
      .filter((row) => row.gzip > budgetBytes)
      .map((row) => [row.name, Number(kb(row.gzip))]),
  );
  writeFileSync(
    baselineFile,
    `${JSON.stringify({ budgetKb: BUDGET_KB, overBudgetRoutes }, null, 2)}\n`,
  );
  console.log(
    `\nWrote ${baselineFile}: ${Object.keys(overBudgetRoutes).length} routes over budget.`,
  );
  process.exit(0);
}

const over = [...rows.values()].filter((row) => row.gzip > budgetBytes);
const failing = [...rows.values()].filter((row) => row.gzip > limitOf(row));
if (over.length === 0) {
  console.log(`\nEvery route is within ${BUDGET_KB} KB gzip.`);
} else {
  console.error(
    `\njs-budget: over ${BUDGET_KB} KB gzip: ${over.map((row) => `${row.name} (${kb(row.gzip)} KB)`).join(', ')}`,
  );
}
if (failing.length > 0) {
  console.error(
    `js-budget: ${failing.map((row) => `${row.name} (${kb(row.gzip)} KB)`).join(', ')} ` +
      `grew past ${BUDGET_KB} KB or past its size in ${baselineFile}`,
  );
}
// The plain report fails while any route is over the target; the check only on a regression.
if (CHECK ? failing.length > 0 : over.length > 0) process.exit(1);

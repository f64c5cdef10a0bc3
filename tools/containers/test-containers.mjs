// npm run test:containers — the Compose stack for real, on the machine's container engine:
//
//   1. builds (or reuses, through the build cache) every image, making local stand-ins for the
//      base images that cannot be pulled (npm run images:base), and records each image's size;
//   2. makes the NATS secrets (npm run secrets:generate) and brings the stack up with the demo,
//      simulators and mail-catcher profiles under its own project name and ports, waiting for
//      every healthcheck;
//   3. through the edge's published port: the home page and a laptop page render with prices,
//      the API answers, an operator logs in on the admin host and syncs a range against the
//      simulators; a shopper sets a price alert, its confirmation mail reaches the mail catcher
//      (read on its published port), the shopper confirms it, the operator drops the price and
//      the alert mail arrives: the catalogue's outbox, the JetStream stream `provision-bus`
//      made, the alerts service's consumer and SMTP, end to end;
//   4. scales catalogue and gateway to two replicas, shows both answering, `kill -9`s one
//      catalogue under steady reads: failures within the bound of docs/architecture.md (at most
//      one per concurrent client, none started a second after the kill) and the killed replica
//      is back by its restart policy while the rest of the stack runs on;
//   5. stops NATS, then PostgreSQL: the API answers 503 fast, and recovers once each is back;
//      the laptop page renders again soon after (503 meanwhile, never a 500);
//   6. `down -v`: nothing of the project is left.
//
// Prints a table of what it measured and, when a check fails, the app containers' warnings and
// errors; exits 1 when a check fails. Starts dockerd when none runs (root: installs docker.io,
// docker-compose, debootstrap first) and stops it at the end.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { buildImages } from './build-images.mjs';
import { composeProject } from './compose-cli.mjs';
import { composeSecrets, secret } from './compose-env.mjs';
import { send, until } from './edge-client.mjs';
import { docker, ensureEngine, output, run, stopEngine } from './engine.mjs';
import { steadyReads } from './steady-reads.mjs';

const root = join(import.meta.dirname, '..', '..');
const WORKERS = 8;
const LOAD_MS = 8_000;
const KILL_AT_MS = 2_000;
const READ = '/api/laptops/featured';
// A stopped NATS is "no responders" at once; a stopped PostgreSQL's name no longer resolves, and
// the services' lookups give up after 1 s (docker-compose.yml's dns_opt) before the 503.
const FAST_503_MS = { nats: 1_000, postgres: 3_000 };
// The laptop page renders again within this of the API answering again.
const PAGE_BACK_MS = 10_000;
const APP_SERVICES = [
  'web',
  'gateway',
  'catalogue',
  'seo',
  'content',
  'affiliate',
  'sync',
  'alerts',
];

const rows = [];
let failures = 0;
const record = (check, measured, ok = true) => {
  rows.push({ check, measured, ok });
  if (!ok) failures += 1;
  console.error(`${ok ? 'ok  ' : 'FAIL'} ${check}: ${measured}`);
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Waits until every container of the project with a healthcheck is healthy. */
async function healthy(stack, timeoutMs) {
  const started = performance.now();
  for (;;) {
    const states = stack
      .containers()
      .map((id) =>
        output(docker(), [
          'inspect',
          '-f',
          '{{.Name}} {{if .State.Health}}{{.State.Health.Status}}{{else}}none{{end}}',
          id,
        ]),
      );
    const waiting = states.filter((state) => !/ (healthy|none)$/.test(state));
    if (waiting.length === 0) return performance.now() - started;
    if (performance.now() - started > timeoutMs) {
      throw new Error(`not healthy after ${seconds(timeoutMs)}: ${waiting.join(', ')}`);
    }
    await sleep(1_000);
  }
}

/**
 * `up -d` until it succeeds, at most three times: Compose v1 gives up as soon as a dependency's
 * healthcheck reports unhealthy, which a container slow to start on a busy machine can do before
 * it turns healthy. Between tries, waits for the healthchecks. Returns how many tries it took.
 */
async function up(stack, ...args) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      stack.run('up', '-d', '--no-build', ...args);
      return attempt;
    } catch (error) {
      if (attempt === 3) throw error;
      await healthy(stack, 180_000).catch(() => {});
    }
  }
}

/** Calls a catalogue replica has answered on a subject, from its probe port's /metrics. */
function handled(container, subject) {
  const metrics = output(docker(), [
    'exec',
    container,
    'node',
    '-e',
    'fetch(`http://127.0.0.1:${process.env.CATALOGUE_HEALTH_PORT ?? 3101}/metrics`).then((r) => r.text()).then(console.log)',
  ]);
  const line = metrics
    .split('\n')
    .find((l) => l.startsWith(`rpc_messages_total{subject="${subject}",outcome="ok"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/** The mails the catcher holds for an address (newest first), on its published port. */
async function caught(env, address) {
  const url = `http://127.0.0.1:${env.MAIL_CATCHER_PORT}/messages?to=${encodeURIComponent(address)}`;
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  return response.ok ? response.json() : [];
}

/** Waits until the catcher holds `count` mails for the address; returns them and the wait. */
async function mailsFor(env, address, count, timeoutMs = 60_000) {
  const started = performance.now();
  for (;;) {
    const mails = await caught(env, address).catch(() => []);
    if (mails.length >= count) return { mails, ms: performance.now() - started };
    if (performance.now() - started > timeoutMs) {
      throw new Error(
        `${address}: ${mails.length} mail(s) after ${seconds(timeoutMs)}, not ${count}`,
      );
    }
    await sleep(500);
  }
}

/** Every link of a mail's text, and whether all of them are on the site's own origin. */
const linksOf = (mail) =>
  [...(mail.text ?? '').matchAll(/https?:\/\/[^\s<>")\]]+/g)].map((m) => m[0]);

/**
 * Issue #22's "done means" on the stack: a shopper asks for a target price on a laptop, confirms
 * from the mail the catcher caught, an operator drops the price below the target, and exactly
 * one alert mail arrives, linking to our laptop page only.
 */
async function priceAlert({ port, shop, admin, origin, cookie, csrfToken, env }) {
  const featured = JSON.parse((await send(port, { host: shop, path: READ })).body);
  const laptop =
    featured.find((l) => l.availability === 'in_stock' && l.currentPrice > 20_000) ?? featured[0];
  const target = Math.round((laptop.currentPrice * 0.9) / 100) * 100;
  const email = `shopper-${secret().slice(0, 8)}@containers.test`;
  const asked = await send(port, {
    host: shop,
    path: '/api/alerts',
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: env.SITE_URL },
    body: { email, laptop: laptop.slug, condition: { kind: 'target-price', targetPrice: target } },
  });
  record(
    `shopper asks for ₹${target} on ${laptop.slug} (now ₹${laptop.currentPrice})`,
    `${asked.status}, ${asked.ms.toFixed(0)} ms`,
    asked.status === 202,
  );
  const confirmation = await mailsFor(env, email, 1);
  const [confirmMail] = confirmation.mails;
  const confirmLinks = linksOf(confirmMail);
  record(
    'confirmation mail reaches the mail catcher (SMTP, --profile mail-catcher)',
    `“${confirmMail.subject}” after ${seconds(confirmation.ms)}, ${confirmLinks.length} links, all on ${env.SITE_URL}: ${confirmLinks.every((l) => l.startsWith(`${env.SITE_URL}/`))}`,
    confirmLinks.length > 0 && confirmLinks.every((l) => l.startsWith(`${env.SITE_URL}/`)),
  );
  const token = /\/alerts\/confirm\?token=([A-Za-z0-9_.-]+)/.exec(confirmMail.text ?? '')?.[1];
  const confirmed = await send(port, {
    host: shop,
    path: '/api/alerts/confirm',
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: env.SITE_URL },
    body: { token },
  });
  record(
    'shopper confirms from the mail’s link',
    `${confirmed.status} ${confirmed.body.slice(0, 40)}`,
    confirmed.status === 200 && JSON.parse(confirmed.body).confirmed === 1,
  );
  const dropped = target - 1_000;
  const set = await send(port, {
    host: admin,
    path: `/api/admin/laptops/${laptop.asin}/price`,
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin, cookie, 'x-csrf-token': csrfToken },
    body: { price: dropped },
  });
  record(`operator sets ₹${dropped}`, `${set.status}`, set.status === 200);
  const alert = await mailsFor(env, email, 2);
  const [alertMail] = alert.mails;
  const alertLinks = linksOf(alertMail);
  const page = `${env.SITE_URL}/laptop/${laptop.slug}`;
  record(
    'alert mail arrives (outbox → JetStream → alerts consumer → SMTP)',
    `“${alertMail.subject}” ${seconds(alert.ms)} after the drop; links our page ${alertLinks.includes(page)}, only ours ${alertLinks.every((l) => l.startsWith(`${env.SITE_URL}/`))}`,
    alertLinks.includes(page) &&
      alertLinks.every((l) => l.startsWith(`${env.SITE_URL}/`)) &&
      !/amazon\./i.test(`${alertMail.text}${alertMail.html}`),
  );
  // Exactly one: nothing more for this address a few dispatcher rounds (2 s) later.
  await sleep(5_000);
  const total = (await caught(env, email)).length;
  record('exactly one alert mail', `${total - 1}`, total === 2);
}

async function main(stack, env) {
  const port = Number(env.PUBLIC_PORT);
  const shop = `localhost:${port}`;
  const admin = `admin.localhost:${port}`;

  // --- up ---
  let started = performance.now();
  const tries = await up(stack);
  await healthy(stack, 180_000);
  record(
    'stack up (demo + simulators + mail-catcher), every healthcheck healthy',
    `${seconds(performance.now() - started)}, ${tries} \`up\` call(s)`,
  );

  // --- shoppers ---
  const featured = await until(port, { host: shop, path: READ }, (r) => r.status === 200, 60_000);
  const laptops = JSON.parse(featured.body);
  record(
    'API: GET /api/laptops/featured',
    `200, ${laptops.length} laptops, ${featured.ms.toFixed(0)} ms`,
    laptops.length > 0,
  );
  const rupees = /₹\s?[\d,]{4,}/;
  const home = await send(port, { host: shop, path: '/' });
  record(
    'home page renders with prices',
    `${home.status}, ${home.body.length} bytes`,
    home.status === 200 && rupees.test(home.body),
  );
  const slug = laptops[0]?.slug;
  const page = await send(port, { host: shop, path: `/laptop/${slug}` });
  record(
    `laptop page /laptop/${slug}`,
    `${page.status}, price ${rupees.exec(page.body)?.[0] ?? 'none'}`,
    page.status === 200 && rupees.test(page.body),
  );
  const hidden = await send(port, { host: shop, path: '/api/auth/me' });
  record('operators’ API hidden on the shop host', `${hidden.status}`, hidden.status === 404);

  // --- an operator ---
  const origin = `http://${admin}`;
  const login = await send(port, {
    host: admin,
    path: '/api/auth/login',
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
  });
  const cookie = (login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  const { csrfToken } = login.status === 200 ? JSON.parse(login.body) : {};
  record(
    'operator logs in on the admin host',
    `${login.status}, ${login.ms.toFixed(0)} ms`,
    login.status === 200 && Boolean(cookie),
  );
  const spa = await send(port, { host: admin, path: '/admin/' });
  record(
    'admin SPA served on the admin host',
    `${spa.status}`,
    spa.status === 200 && spa.body.includes('<div'),
  );
  const ranges = JSON.parse((await send(port, { host: shop, path: '/api/price-ranges' })).body);
  const range = ranges.find((r) => r.laptopCount > 0) ?? ranges[0];
  const sync = await send(port, {
    host: admin,
    path: '/api/laptops/sync',
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie, 'x-csrf-token': csrfToken },
    body: { priceRangeId: range.id, useKeepa: false },
    timeoutMs: 60_000,
  });
  record(
    `operator syncs range ${range.slug} against the simulators`,
    `${sync.status} “${sync.status === 200 || sync.status === 201 ? JSON.parse(sync.body).message : sync.body.slice(0, 80)}”, ${seconds(sync.ms)}`,
    sync.status === 200 || sync.status === 201,
  );

  // --- a price alert, from the shop to the mail catcher through the event stream ---
  await priceAlert({ port, shop, admin, origin, cookie, csrfToken, env });

  // --- two replicas ---
  started = performance.now();
  const scaleTries = await up(
    stack,
    // Only these two: the one-shots and the rest of the stack are left as they are.
    '--no-deps',
    '--scale',
    'catalogue=2',
    '--scale',
    'gateway=2',
    'catalogue',
    'gateway',
  );
  await healthy(stack, 120_000);
  record(
    'scaled to catalogue=2 gateway=2, healthy',
    `${seconds(performance.now() - started)}, ${scaleTries} \`up\` call(s)`,
  );
  // The edge asks Docker's DNS again every 10 s: then the new gateway is in its rotation.
  await sleep(11_000);
  const catalogues = stack.containers('catalogue');
  const gateways = stack.containers('gateway');
  const subject = 'catalogue.laptops.featured';
  const before = catalogues.map((c) => handled(c, subject));
  const since = Math.floor(Date.now() / 1000);
  await steadyReads(port, { host: shop, path: READ, workers: WORKERS, durationMs: 3_000 });
  const delta = catalogues.map((c, i) => handled(c, subject) - before[i]);
  record(
    'both catalogue replicas answer (queue group)',
    delta.join(' + '),
    delta.length === 2 && delta.every((n) => n > 0),
  );
  const upstreams = output(docker(), [
    'logs',
    '--since',
    String(since),
    stack.containers('edge')[0],
  ])
    .split('\n')
    .flatMap((line) =>
      line.includes(`"path":"${READ}"`) ? [/"upstream":"([^"]+)"/.exec(line)?.[1]] : [],
    );
  const perGateway = [...new Set(upstreams)].map((u) => upstreams.filter((x) => x === u).length);
  record(
    'both gateway replicas answer (edge round-robin)',
    `${gateways.length} gateways: ${perGateway.join(' + ')}`,
    perGateway.length === 2 && perGateway.every((n) => n > 0),
  );

  // --- kill -9 one catalogue under steady reads ---
  const [doomed] = catalogues;
  let killedAt = 0;
  const samples = await steadyReads(port, {
    host: shop,
    path: READ,
    workers: WORKERS,
    durationMs: LOAD_MS,
    during: async (now) => {
      await sleep(KILL_AT_MS);
      const pid = output(docker(), ['inspect', '-f', '{{.State.Pid}}', doomed]);
      killedAt = now();
      // SIGKILL to the container's PID 1 from the host: a crash, not a `docker stop`.
      run('kill', ['-9', pid]);
    },
  });
  const failed = samples.filter((s) => s.status !== 200);
  const lateFailed = failed.filter((s) => s.start > killedAt + 1_000);
  const late = samples.filter((s) => s.start > killedAt + 1_000);
  // The bound is per client: at most the one call each had in flight at the dead replica.
  const worstClient = Math.max(
    0,
    ...Array.from({ length: WORKERS }, (_, i) => failed.filter((s) => s.client === i).length),
  );
  const failures = failed
    .map((s) => `${s.status} ${Math.round(s.start - killedAt)}→${Math.round(s.end - killedAt)} ms`)
    .join(', ');
  record(
    `kill -9 one catalogue under ${WORKERS} steady clients`,
    `${samples.length} reads, ${failed.length} failed, at most ${worstClient} per client (bound 1), ${lateFailed.length} failed >1 s after, ${late.length} later reads all 200: ${late.every((s) => s.status === 200)}${failures ? ` [${failures}]` : ''}`,
    worstClient <= 1 && lateFailed.length === 0 && late.length > 0,
  );
  started = performance.now();
  for (;;) {
    const state = output(docker(), [
      'inspect',
      '-f',
      '{{.State.Status}} {{.RestartCount}} {{if .State.Health}}{{.State.Health.Status}}{{end}}',
      doomed,
    ]);
    if (/^running [1-9]\d* healthy$/.test(state)) break;
    if (performance.now() - started > 120_000)
      throw new Error(`killed catalogue not back: ${state}`);
    await sleep(500);
  }
  record('killed catalogue back (restart policy), healthy', seconds(performance.now() - started));

  // --- NATS, then PostgreSQL, down and back ---
  for (const service of ['nats', 'postgres']) {
    const [container] = stack.containers(service);
    run(docker(), ['stop', '-t', '5', container], { stdio: 'ignore' });
    const down = await until(
      port,
      { host: shop, path: READ, headers: { 'cache-control': 'no-cache' } },
      (r) => r.status === 503,
      30_000,
    );
    const again = await send(port, {
      host: shop,
      path: READ,
      headers: { 'cache-control': 'no-cache' },
    });
    record(
      `${service} stopped: API answers 503`,
      `${again.status} in ${again.ms.toFixed(0)} ms (bound ${FAST_503_MS[service]} ms), first 503 ${seconds(down.waitedMs)} after the stop`,
      again.status === 503 && again.ms < FAST_503_MS[service],
    );
    started = performance.now();
    run(docker(), ['start', container], { stdio: 'ignore' });
    await until(
      port,
      { host: shop, path: READ, headers: { 'cache-control': 'no-cache' } },
      (r) => r.status === 200,
      120_000,
    );
    record(
      `${service} started again: API answers 200`,
      `after ${seconds(performance.now() - started)}`,
    );
  }
  // The API answering proves one path (a gateway, one catalogue replica); a page also takes the
  // other replica and seo, each finding PostgreSQL again on its own next query. Until then it is
  // a 503, never a 500.
  const statuses = [];
  const pageAgain = await until(
    port,
    { host: shop, path: `/laptop/${slug}` },
    (r) => {
      statuses.push(r.status);
      return r.status === 200 && rupees.test(r.body);
    },
    PAGE_BACK_MS,
  ).catch((error) => ({ status: statuses.at(-1), waitedMs: PAGE_BACK_MS, error }));
  const earlier = statuses.slice(0, -1);
  record(
    'laptop page after the faults',
    `${pageAgain.status} after ${seconds(pageAgain.waitedMs)} (bound ${seconds(PAGE_BACK_MS)})` +
      `${earlier.length > 0 ? `, first ${earlier.join(', ')}` : ''}`,
    !pageAgain.error && earlier.every((status) => status === 503),
  );
}

/** A failed run's evidence: each app container's warnings and errors (pino levels 40 and 50). */
function printProblems(stack) {
  for (const service of APP_SERVICES) {
    for (const container of stack.containers(service, true)) {
      const logs = spawnSync(docker(), ['logs', '--tail', '500', container], { encoding: 'utf8' });
      const problems = `${logs.stdout}${logs.stderr}`
        .split('\n')
        .filter((line) => /"level":[45]\d/.test(line))
        .slice(-15);
      if (problems.length > 0)
        console.error(`--- ${service} ${container.slice(0, 12)}\n${problems.join('\n')}`);
    }
  }
}

const engine = await ensureEngine();
const project = 'bli-containers-test';
let stack;
try {
  let started = performance.now();
  for (const { tag, sizeMB } of await buildImages()) record(`image ${tag}`, `${sizeMB} MB`);
  record('images built (or reused)', seconds(performance.now() - started));
  run('npm', ['run', '--silent', 'secrets:generate'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const port = await freePort();
  const env = {
    PUBLIC_PORT: String(port),
    MAIL_CATCHER_PORT: String(await freePort()),
    SITE_URL: `http://localhost:${port}`,
    ADMIN_ORIGIN: `http://admin.localhost:${port}`,
    ADMIN_EMAIL: 'operator@containers.test',
    ADMIN_PASSWORD: `Pw-${secret()}`,
    ...composeSecrets(),
  };
  stack = composeProject({ project, profiles: ['demo', 'simulators', 'mail-catcher'], env });
  console.error(`Compose: ${stack.name}; project ${project} on port ${port}`);
  await main(stack, env);
} catch (error) {
  record('run', error instanceof Error ? error.message : String(error), false);
} finally {
  if (stack) {
    if (failures > 0) printProblems(stack);
    const started = performance.now();
    try {
      stack.run('down', '-v', '--remove-orphans', '-t', '5');
      const left = stack.leftovers();
      record(
        'down -v leaves nothing',
        `${left.length} left (${left.join(', ') || 'none'}), ${seconds(performance.now() - started)}`,
        left.length === 0,
      );
    } catch (error) {
      record('down -v', String(error), false);
    }
  }
  await stopEngine(engine);
}

const width = Math.max(...rows.map((r) => r.check.length));
console.log(`\n${'check'.padEnd(width)}  result`);
for (const { check, measured, ok } of rows) {
  console.log(`${check.padEnd(width)}  ${ok ? '' : 'FAIL: '}${measured}`);
}
process.exit(failures === 0 ? 0 : 1);

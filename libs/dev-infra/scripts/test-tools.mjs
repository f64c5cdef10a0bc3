#!/usr/bin/env node
// The two programs the tests start that npm does not install: Chromium for the browser tests
// (launchBrowser in libs/testing) and nats-server for the integration tests (spawnNatsServer in
// ../src/nats.ts). `npm test` runs this first, so that `npm ci && npm test` passes on a fresh
// machine. A missing one is installed from Debian's packages when we are root and have apt-get
// (always so on this project's machines and in CI); otherwise one line says what to install.
//
// Chromium: CHROMIUM_PATH if set (never installed over), else Debian's /usr/bin/chromium, the
// full browser Lighthouse also drives. Missing and not installable: exit 1 before any test runs.
// nats-server: missing and not installable: a warning only, so the unit tests still run; the
// integration tests then fail naming it (startTestInfra in libs/testing never uses an open NATS).
//
// Usage: node libs/dev-infra/scripts/test-tools.mjs
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
// Same candidates as natsServerBinary in ../src/nats.ts.
const NATS_CANDIDATES = ['nats-server', '/usr/sbin/nats-server', '/usr/local/bin/nats-server'];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasNatsServer() {
  return NATS_CANDIDATES.some(
    (candidate) => spawnSync(candidate, ['--version'], { stdio: 'ignore' }).status === 0,
  );
}

function canApt() {
  return (
    process.getuid?.() === 0 &&
    spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0
  );
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

let aptUpdated = false;
function aptInstall(packages, why) {
  console.log(`test-tools: installing Debian's ${packages.join(', ')} (${why})`);
  // Waits for the dpkg lock rather than failing when another apt-get runs on the machine.
  const lock = ['-o', 'DPkg::Lock::Timeout=300'];
  if (!aptUpdated) run('apt-get', [...lock, 'update', '-qq']);
  aptUpdated = true;
  run('apt-get', [...lock, 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
}

function ensureChromium() {
  const explicit = process.env.CHROMIUM_PATH;
  if (explicit) {
    if (isExecutable(explicit)) return true;
    console.error(
      `test-tools: CHROMIUM_PATH=${explicit} is not an executable: point it at a Chromium, or unset it to use Debian's ${DEBIAN_CHROMIUM}.`,
    );
    return false;
  }
  if (isExecutable(DEBIAN_CHROMIUM)) return true;
  if (!canApt()) {
    console.error(
      `test-tools: the browser tests need Chromium at ${DEBIAN_CHROMIUM}: run 'sudo apt-get install chromium' (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome.`,
    );
    return false;
  }
  // fonts-liberation: the metric-compatible Arial/Times/Courier that the pages' font stacks
  // fall back to, as in a browser on a desktop (a Recommends of chromium, which we skip).
  aptInstall(['chromium', 'fonts-liberation'], 'browser tests');
  return isExecutable(DEBIAN_CHROMIUM);
}

function ensureNatsServer() {
  if (hasNatsServer()) return;
  if (canApt()) {
    aptInstall(['nats-server'], 'integration tests');
    if (hasNatsServer()) return;
  }
  console.warn(
    "test-tools: no nats-server: the integration tests need one (install it: 'apt-get install nats-server' or 'brew install nats-server').",
  );
}

try {
  ensureNatsServer();
  if (!ensureChromium()) process.exit(1);
} catch (error) {
  console.error(`test-tools: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

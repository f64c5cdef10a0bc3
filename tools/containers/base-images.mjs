// npm run images:base — the base images the Dockerfile and docker-compose.yml name, made locally
// when they cannot be pulled (no Docker Hub on these machines):
//
//   node:24…        Debian (debootstrap of this machine's release, minbase) + the Node runtime of
//                   the npm package `node` the repository pins + npm
//   postgres:…      Debian testing's PostgreSQL, with the official image's variables and entrypoint
//   nats:…          Debian testing's nats-server
//   nginx…:…        Debian testing's nginx, unprivileged (user 101, port 8080)
//
// The servers come from Debian testing (debootstrap, minbase): its versions are the majors the
// tags name (PostgreSQL 18, nginx 1.30, NATS 2.1x), where a stable release's are older (bookworm:
// PostgreSQL 15; nginx 1.22, which refuses the edge's `server … resolve`).
//
// Each is tagged with exactly the name the files use, so the same files build and run where the
// official images can be pulled. A tag already present is kept (--rebuild makes it again); one
// that can be pulled is pulled. Stand-in recipes: deploy/docker/stand-ins/. docs/operations.md.
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { parse } from 'yaml';
import { docker, ensureEngine, output, run } from './engine.mjs';

const root = join(import.meta.dirname, '..', '..');
const recipes = join(root, 'deploy', 'docker', 'stand-ins');
const rebuild = process.argv.includes('--rebuild');

/** Every base image name the Dockerfile (ARG defaults) and Compose (`image:` of what it does not build) use. */
export function baseImageTags() {
  const dockerfile = readFileSync(join(root, 'deploy', 'docker', 'Dockerfile'), 'utf8');
  const args = [...dockerfile.matchAll(/^ARG (NODE_IMAGE|NGINX_IMAGE)=(\S+)$/gm)].map((m) => m[2]);
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'));
  const pulled = Object.values(compose.services)
    .filter((service) => service.image && !service.build)
    .map((service) => service.image);
  return [...new Set([...args, ...pulled])];
}

/** Which stand-in recipe makes a tag (by the image's repository name), on which Debian release. */
export function recipeFor(tag) {
  const repository = tag
    .replace(/:[^/]+$/, '')
    .split('/')
    .pop();
  if (repository === 'node') return { recipe: 'node', release: 'machine' };
  for (const server of ['postgres', 'nats', 'nginx']) {
    if (repository.startsWith(server)) return { recipe: server, release: 'testing' };
  }
  throw new Error(`no local stand-in for ${tag}`);
}

const present = (tag) =>
  spawnSync(docker(), ['image', 'inspect', tag], { stdio: 'ignore' }).status === 0;
const pullable = (tag) =>
  spawnSync(docker(), ['pull', '-q', tag], { stdio: 'ignore', timeout: 120_000 }).status === 0;

function debianRelease() {
  const osRelease = readFileSync('/etc/os-release', 'utf8');
  const codename = /^VERSION_CODENAME=(\S+)$/m.exec(osRelease)?.[1];
  const sources = ['/etc/apt/sources.list', ...listDir('/etc/apt/sources.list.d')]
    .map((file) => readText(file))
    .join('\n');
  const mirror =
    /^URIs:\s*(\S+\/debian)\s*$/m.exec(sources)?.[1] ??
    /^deb\s+(?:\[[^\]]*\]\s+)?(\S+\/debian)\s/m.exec(sources)?.[1];
  if (!codename || !mirror)
    throw new Error('cannot tell the Debian release or mirror of this machine');
  return { codename, mirror };
}
const listDir = (dir) => {
  try {
    return readdirSync(dir).map((name) => join(dir, name));
  } catch {
    return [];
  }
};
const readText = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** A Debian root file system a stand-in starts from: bli-local/debian:<release>. */
function debianBase(release) {
  const machine = debianRelease();
  const codename = release === 'machine' ? machine.codename : release;
  const { mirror } = machine;
  const tag = `bli-local/debian:${codename}`;
  if (present(tag) && !rebuild) return tag;
  const rootfs = mkdtempSync(join(tmpdir(), 'bli-rootfs-'));
  try {
    console.error(`debootstrap ${codename} (minbase) from ${mirror}`);
    // debootstrap knows `testing` by the script of sid (the same layout).
    const script = codename === 'testing' ? ['/usr/share/debootstrap/scripts/sid'] : [];
    run('debootstrap', ['--variant=minbase', codename, rootfs, mirror, ...script], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    rmSync(join(rootfs, 'var', 'cache', 'apt', 'archives'), { recursive: true, force: true });
    // A mirror's snapshot of testing outlives its Release file's week of validity.
    writeFileSync(
      join(rootfs, 'etc', 'apt', 'apt.conf.d', '99bli-mirror-snapshot'),
      'Acquire::Check-Valid-Until "false";\n',
    );
    const tar = spawnSync('sh', ['-c', `tar -C "${rootfs}" -c . | ${docker()} import - ${tag}`], {
      stdio: 'inherit',
    });
    if (tar.status !== 0) throw new Error(`importing the rootfs as ${tag} failed`);
  } finally {
    rmSync(rootfs, { recursive: true, force: true });
  }
  return tag;
}

/**
 * The npm running this build (`npm run` names its own CLI in npm_execpath), else the global one.
 * Not `npm root -g` alone: npm derives it from the Node binary first on PATH, and with the
 * pinned Node there (node_modules/node/bin, which has no npm beside it) it named a folder that
 * does not exist.
 */
function npmPackage() {
  const running = process.env.npm_execpath;
  if (running && existsSync(join(dirname(dirname(running)), 'package.json'))) {
    return dirname(dirname(running));
  }
  return join(output('npm', ['root', '-g']), 'npm');
}

/** The build context of the node stand-in: the pinned Node binary, npm, the machine's CAs. */
function nodeContext(context) {
  const require = createRequire(join(root, 'package.json'));
  copyFileSync(
    join(dirname(require.resolve('node/package.json')), 'bin', 'node'),
    join(context, 'node'),
  );
  cpSync(npmPackage(), join(context, 'npm'), { recursive: true });
  mkdirSync(join(context, 'ca'));
  for (const file of listDir('/usr/local/share/ca-certificates').filter((f) =>
    f.endsWith('.crt'),
  )) {
    copyFileSync(file, join(context, 'ca', file.split('/').pop()));
  }
}

function buildStandIn(tag, recipe, base) {
  const context = mkdtempSync(join(tmpdir(), `bli-${recipe}-`));
  try {
    if (recipe === 'node') nodeContext(context);
    if (recipe === 'postgres')
      copyFileSync(
        join(recipes, 'postgres-entrypoint.sh'),
        join(context, 'postgres-entrypoint.sh'),
      );
    console.error(`building ${tag} (local stand-in: ${recipe} on ${base})`);
    run(
      docker(),
      [
        'build',
        '-q',
        '-f',
        join(recipes, `${recipe}.Dockerfile`),
        '--build-arg',
        `BASE=${base}`,
        '-t',
        tag,
        context,
      ],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

/** Makes every base image present; returns how each one came to be there. */
export async function ensureBaseImages() {
  await ensureEngine();
  const made = {};
  const bases = {};
  for (const tag of baseImageTags()) {
    if (present(tag) && !rebuild) made[tag] = 'present';
    else if (!rebuild && pullable(tag)) made[tag] = 'pulled';
    else {
      const { recipe, release } = recipeFor(tag);
      bases[release] ??= debianBase(release);
      buildStandIn(tag, recipe, bases[release]);
      made[tag] = 'local stand-in';
    }
  }
  return made;
}

if (process.argv[1] === import.meta.filename) {
  const made = await ensureBaseImages();
  for (const [tag, how] of Object.entries(made)) console.log(`${tag.padEnd(45)} ${how}`);
}

// npm run images:build — every image docker-compose.yml builds (catalogue … alerts, the retailer
// simulators and the mail catcher of the development profiles, the migrations runner, admin-web),
// with the build arguments, target and tag the file gives each, through BuildKit, from one
// snapshot of the working tree: the shared stages (npm ci, nx build of every project) are built
// once and reused by every image. The base images come first (npm run images:base). Prints each
// image's size.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ensureBaseImages } from './base-images.mjs';
import { docker, output, run } from './engine.mjs';

const root = join(import.meta.dirname, '..', '..');

/** `${NAME:-default}` with the environment's value or the default. */
const interpolate = (text) =>
  String(text).replace(
    /\$\{(\w+):-([^}]*)\}/g,
    (_, name, fallback) => process.env[name] || fallback,
  );

/** Each image Compose builds, once (several one-shots share the migrations image). */
export function composeImages() {
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
  const images = new Map();
  for (const [service, { build, image }] of Object.entries(compose.services)) {
    if (!build || !image) continue;
    const tag = interpolate(image);
    if (!images.has(tag)) images.set(tag, { service, tag, build });
  }
  return [...images.values()];
}

/**
 * The build context: a copy of the working tree as it is now (git's tracked and untracked,
 * not ignored, files), so every image is built from one state of the sources even while someone
 * edits them, and the shared build stage stays cached from image to image. Outside a git
 * checkout: the repository itself.
 */
function snapshotContext() {
  if (!existsSync(join(root, '.git'))) return { dir: root, remove: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'bli-context-'));
  const copy = spawnSync(
    'sh',
    [
      '-c',
      'git ls-files -z --cached --others --exclude-standard | tar --null -T - --ignore-failed-read -cf - | tar -xf - -C "$1"',
      'snapshot',
      dir,
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (copy.status !== 0) throw new Error('copying the working tree for the build failed');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Builds every image; returns their tags, sizes (MB) and build seconds. */
export async function buildImages() {
  await ensureBaseImages();
  const context = snapshotContext();
  try {
    return build(context.dir);
  } finally {
    context.remove();
  }
}

function build(contextDir) {
  const built = [];
  for (const { service, tag, build } of composeImages()) {
    const started = Date.now();
    const args = Object.entries(build.args ?? {}).flatMap(([name, value]) => [
      '--build-arg',
      `${name}=${value}`,
    ]);
    console.error(`building ${tag} (${service})`);
    run(
      'nice',
      [
        '-n',
        '10',
        docker(),
        'build',
        '--progress=plain',
        '-f',
        join(contextDir, build.dockerfile),
        ...(build.target ? ['--target', build.target] : []),
        ...args,
        '-t',
        tag,
        join(contextDir, build.context),
      ],
      { env: { ...process.env, DOCKER_BUILDKIT: '1' }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const bytes = Number(output(docker(), ['image', 'inspect', '-f', '{{.Size}}', tag]));
    built.push({
      service,
      tag,
      sizeMB: Math.round(bytes / 1e6),
      seconds: Math.round((Date.now() - started) / 1000),
    });
  }
  return built;
}

if (process.argv[1] === import.meta.filename) {
  for (const { tag, sizeMB, seconds } of await buildImages()) {
    console.log(`${tag.padEnd(36)} ${String(sizeMB).padStart(5)} MB  built in ${seconds} s`);
  }
}

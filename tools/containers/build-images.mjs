// npm run images:build — every image docker-compose.yml builds (catalogue … retailer-simulators,
// the migrations runner, admin-web), with the build arguments, target and tag the file gives
// each, through BuildKit: the shared stages (npm ci, nx build of every project) are built once
// and reused by every image. The base images come first (npm run images:base). Prints each
// image's size.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ensureBaseImages } from './base-images.mjs';
import { DOCKER, output, run } from './engine.mjs';

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

/** Builds every image; returns their tags, sizes (MB) and build seconds. */
export async function buildImages() {
  await ensureBaseImages();
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
        DOCKER,
        'build',
        '--progress=plain',
        '-f',
        join(root, build.dockerfile),
        ...(build.target ? ['--target', build.target] : []),
        ...args,
        '-t',
        tag,
        join(root, build.context),
      ],
      { env: { ...process.env, DOCKER_BUILDKIT: '1' }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const bytes = Number(output(DOCKER, ['image', 'inspect', '-f', '{{.Size}}', tag]));
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

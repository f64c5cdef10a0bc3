// Pins the production overlay's images to the digests of a pushed release, so the cluster runs
// exactly what was released (a tag can be moved; a digest cannot). After
// `IMAGE_PREFIX=registry.example.com/bli IMAGE_TAG=0.2.0 docker compose build && docker compose push`:
//
//   IMAGE_PREFIX=registry.example.com/bli IMAGE_TAG=0.2.0 node deploy/k8s/pin-digests.mjs
//
// rewrites each `images:` entry of deploy/k8s/overlays/prod/kustomization.yaml to
// `newName: <IMAGE_PREFIX>/<app>` and the `digest:` the registry gave that push (read with
// `docker image inspect`, or CONTAINER_ENGINE=podman), comments kept. `--check` changes nothing
// and fails while an image has no digest or the all-zero placeholder the repository ships with.
// `--overlay <dir>` works on another overlay.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseDocument } from 'yaml';

const PLACEHOLDER = `sha256:${'0'.repeat(64)}`;
const DIGEST = /^sha256:[0-9a-f]{64}$/;

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    overlay: { type: 'string', default: join(import.meta.dirname, 'overlays', 'prod') },
  },
});
const file = join(values.overlay, 'kustomization.yaml');
const document = parseDocument(readFileSync(file, 'utf8'));
const images = document.get('images', true);
if (!images || images.items.length === 0) fail(`${file} lists no images`);

if (values.check) {
  const unpinned = images.items
    .filter((image) => {
      const digest = image.get('digest');
      return !DIGEST.test(digest ?? '') || digest === PLACEHOLDER;
    })
    .map((image) => image.get('name'));
  if (unpinned.length > 0) {
    fail(`${file}: not pinned to a released digest: ${unpinned.join(', ')}`);
  }
  console.log(`${file}: every image is pinned by digest`);
  process.exit(0);
}

const prefix = required('IMAGE_PREFIX').replace(/\/+$/, '');
const tag = required('IMAGE_TAG');
const engine = process.env.CONTAINER_ENGINE || 'docker';
for (const image of images.items) {
  // Every image of the base is named bli/<app>; its released name is <IMAGE_PREFIX>/<app>.
  const app = String(image.get('name')).replace(/^bli\//, '');
  const repository = `${prefix}/${app}`;
  const pinned = repoDigests(`${repository}:${tag}`)
    .filter((reference) => reference.startsWith(`${repository}@`))
    .map((reference) => reference.slice(repository.length + 1));
  if (pinned.length !== 1 || !DIGEST.test(pinned[0])) {
    fail(
      `${repository}:${tag} has ${pinned.length === 0 ? 'no' : 'no single'} digest from ${prefix}: ` +
        'push it first (docker compose push), then run this again',
    );
  }
  for (const key of ['newTag', 'newName', 'digest']) image.delete(key);
  image.set('newName', repository);
  image.set('digest', pinned[0]);
}
writeFileSync(file, document.toString());
console.log(`${file}: ${images.items.length} images pinned to ${prefix} ${tag}`);

/** The `<repository>@sha256:…` names the engine recorded for a local image when it was pushed. */
function repoDigests(reference) {
  try {
    const output = execFileSync(
      engine,
      ['image', 'inspect', '--format', '{{json .RepoDigests}}', reference],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    return JSON.parse(output) ?? [];
  } catch (error) {
    fail(`${engine} image inspect ${reference} failed: ${error.stderr || error.message}`.trim());
  }
}

function required(name) {
  const value = process.env[name];
  if (!value)
    fail(`${name} is required (the IMAGE_PREFIX and IMAGE_TAG the images were pushed as)`);
  return value;
}

function fail(message) {
  console.error(`pin-digests: ${message}`);
  process.exit(1);
}

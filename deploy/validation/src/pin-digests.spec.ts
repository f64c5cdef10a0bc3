import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { fromRoot, readRepoFile } from './repo';

// deploy/k8s/pin-digests.mjs, run as a release would run it, on a copy of the prod overlay beside
// the real base, with `docker` replaced by a stand-in that answers `image inspect` as Docker does
// after a push.
const SCRIPT = fromRoot('deploy', 'k8s', 'pin-digests.mjs');
const PREFIX = 'registry.example.com/bli';
const TAG = '0.2.0';
const digestOf = (repository: string) =>
  `sha256:${createHash('sha256').update(repository).digest('hex')}`;

interface OverlayImage {
  name: string;
  newName?: string;
  newTag?: string;
  digest?: string;
}

let scratch: string;
let overlay: string;
let bin: string;

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'pin-digests-'));
  overlay = join(scratch, 'overlays', 'prod');
  mkdirSync(overlay, { recursive: true });
  symlinkSync(fromRoot('deploy', 'k8s', 'base'), join(scratch, 'base'));
  writeFileSync(
    join(overlay, 'kustomization.yaml'),
    readRepoFile('deploy/k8s/overlays/prod/kustomization.yaml'),
  );
  bin = join(scratch, 'bin');
  mkdirSync(bin);
  // Pushed: every image but those listed in NOT_PUSHED. A pushed image also carries the digest
  // of another registry it was pushed to, which must not be taken.
  const repoDigests = (repository: string) =>
    JSON.stringify([
      `mirror.example.org/x@${digestOf('mirror')}`,
      `${repository}@${digestOf(repository)}`,
    ]);
  writeFileSync(
    join(bin, 'docker'),
    [
      '#!/bin/sh',
      '[ "$1 $2 $3 $4" = "image inspect --format {{json .RepoDigests}}" ] || exit 64',
      'repository="${5%:*}"',
      'case " $NOT_PUSHED " in *" ${repository##*/} "*) echo "[]"; exit 0 ;; esac',
      `case "$repository" in`,
      // Every image the overlay names (bli/<app>) was built and pushed.
      ...(
        parse(readRepoFile('deploy/k8s/overlays/prod/kustomization.yaml')) as {
          images: OverlayImage[];
        }
      ).images
        .map((image) => image.name.replace(/^bli\//, ''))
        .map((app) => `  ${PREFIX}/${app}) echo '${repoDigests(`${PREFIX}/${app}`)}' ;;`),
      '  *) echo "Error: No such image: $5" >&2; exit 1 ;;',
      'esac',
    ].join('\n'),
  );
  chmodSync(join(bin, 'docker'), 0o755);
});

afterEach(() => rmSync(scratch, { recursive: true, force: true }));

function pin(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [SCRIPT, '--overlay', overlay, ...args], {
    encoding: 'utf8',
    env: { PATH: `${bin}:${process.env.PATH}`, ...env },
  });
}

const overlayText = () => readFileSync(join(overlay, 'kustomization.yaml'), 'utf8');
const images = () => (parse(overlayText()) as { images: OverlayImage[] }).images;

describe('deploy/k8s/pin-digests.mjs', () => {
  it('pins every image to the digest the registry gave its push, comments kept', () => {
    const before = overlayText();
    const run = pin([], { IMAGE_PREFIX: `${PREFIX}/`, IMAGE_TAG: TAG });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const pinned = images();
    expect(pinned.length).toBeGreaterThan(0);
    for (const image of pinned) {
      const repository = `${PREFIX}/${image.name.replace(/^bli\//, '')}`;
      expect(image).toEqual({
        name: image.name,
        newName: repository,
        digest: digestOf(repository),
      });
    }
    // Only the images changed: the overlay's comments and everything else stay as they were.
    const comments = (text: string) => text.split('\n').filter((line) => /^\s*#/.test(line));
    expect(comments(overlayText())).toEqual(comments(before));
    expect(pin(['--check']).status).toBe(0);
  });

  it('renders with the base into containers that run the pushed images by digest', () => {
    pin([], { IMAGE_PREFIX: PREFIX, IMAGE_TAG: TAG });
    const rendered = parseAllDocuments(
      execFileSync('kubectl', ['kustomize', overlay], { encoding: 'utf8' }),
    ).map((document) => document.toJS());
    const containerImages = rendered
      .filter((m) => m.kind === 'Deployment' || m.kind === 'Job')
      .flatMap((m) => m.spec.template.spec.containers.map((c: { image: string }) => c.image));
    expect(containerImages.length).toBeGreaterThan(0);
    for (const image of containerImages) {
      const repository = image.split('@')[0];
      expect(repository.startsWith(`${PREFIX}/`)).toBe(true);
      expect(image).toBe(`${repository}@${digestOf(repository)}`);
    }
  });

  it('stops, changing nothing, when an image was not pushed', () => {
    const before = overlayText();
    const run = pin([], { IMAGE_PREFIX: PREFIX, IMAGE_TAG: TAG, NOT_PUSHED: 'web' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${PREFIX}/web:${TAG} has no digest from ${PREFIX}`);
    expect(run.stderr).toContain('push it first');
    expect(overlayText()).toBe(before);
  });

  it('needs IMAGE_PREFIX and IMAGE_TAG', () => {
    expect(pin([], { IMAGE_TAG: TAG }).stderr).toContain('IMAGE_PREFIX is required');
    expect(pin([], { IMAGE_PREFIX: PREFIX }).stderr).toContain('IMAGE_TAG is required');
  });

  it('--check refuses the all-zero placeholders and images without a digest', () => {
    const text = (entries: OverlayImage[]) =>
      `images:\n${entries.map((e) => `  - ${JSON.stringify(e)}\n`).join('')}`;
    const real = digestOf(`${PREFIX}/web`);
    writeFileSync(
      join(overlay, 'kustomization.yaml'),
      text([
        { name: 'bli/web', digest: real },
        { name: 'bli/gateway', digest: `sha256:${'0'.repeat(64)}` },
        { name: 'bli/seo', newTag: TAG },
      ]),
    );
    const run = pin(['--check']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('not pinned to a released digest: bli/gateway, bli/seo');
    writeFileSync(join(overlay, 'kustomization.yaml'), text([{ name: 'bli/web', digest: real }]));
    expect(pin(['--check']).status).toBe(0);
  });
});

import { loadCompose, MINIMAL_DOTENV } from './compose';
import { existsInRepo, readRepoFile } from './repo';

interface Instruction {
  stage: string;
  keyword: string;
  args: string;
}

/** A Dockerfile's instructions (continuation lines joined, comments dropped), with their stage. */
function instructions(path: string): Instruction[] {
  const logical = readRepoFile(path)
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  let stage = '';
  return logical.map((line) => {
    const [keyword, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') stage = /\sAS\s+(\S+)/i.exec(line)?.[1] ?? '';
    return { stage, keyword: keyword.toUpperCase(), args };
  });
}

const { compose } = loadCompose(MINIMAL_DOTENV);
const dockerfiles = [
  ...new Set(
    Object.values(compose.services).flatMap((s) => (s.build ? [s.build.dockerfile ?? ''] : [])),
  ),
];

describe.each(dockerfiles)('%s', (dockerfile) => {
  const steps = instructions(dockerfile);
  const stages = new Set(steps.filter((s) => s.keyword === 'FROM').map((s) => s.stage));
  const inStage = (stage: string, keyword: string) =>
    steps.filter((s) => s.stage === stage && s.keyword === keyword).map((s) => s.args);

  it('copies only paths that exist in the build context (the repository root)', () => {
    const sources = steps
      .filter((s) => (s.keyword === 'COPY' || s.keyword === 'ADD') && !s.args.includes('--from='))
      .flatMap((s) =>
        s.args
          .split(/\s+/)
          .filter((word) => !word.startsWith('--'))
          .slice(0, -1),
      );
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((source) => !existsInRepo(source))).toEqual([]);
  });

  it('copies from build stages that exist, and runs scripts that exist', () => {
    const fromStages = steps.flatMap((s) => [...s.args.matchAll(/--from=(\S+)/g)].map((m) => m[1]));
    expect(fromStages.filter((stage) => !stages.has(stage))).toEqual([]);
    const scripts = steps
      .filter((s) => s.keyword === 'RUN')
      .flatMap((s) => [...s.args.matchAll(/\bnode (deploy\/\S+)/g)].map((m) => m[1]));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => !existsInRepo(script))).toEqual([]);
  });

  it('builds on the official Node image of the version the repository pins', () => {
    const pinned = JSON.parse(readRepoFile('package.json')).devDependencies.node as string;
    const image = /^NODE_IMAGE=(\S+)$/.exec(
      steps.find((s) => s.keyword === 'ARG' && s.args.startsWith('NODE_IMAGE='))?.args ?? '',
    )?.[1];
    expect(image).toMatch(new RegExp(`^node:${pinned.replace(/\./g, '\\.')}-[a-z]+-slim$`));
    // Static front ends (admin-web) run on the edge proxy's own unprivileged nginx, no Node.
    const edgeImage = compose.services.edge.image;
    const nginx = /^NGINX_IMAGE=(\S+)$/.exec(
      steps.find((s) => s.keyword === 'ARG' && s.args.startsWith('NGINX_IMAGE='))?.args ?? '',
    )?.[1];
    const allowed = new Set(['${NODE_IMAGE}', ...(nginx ? ['${NGINX_IMAGE}'] : [])]);
    if (nginx) expect(nginx).toBe(edgeImage);
    const bases = steps.filter((s) => s.keyword === 'FROM').map((s) => s.args.split(/\s+/)[0]);
    expect(bases.filter((base) => !allowed.has(base) && !stages.has(base))).toEqual([]);
  });

  it('builds with Nx and installs only production packages in the final image', () => {
    expect(inStage('build', 'RUN').join('\n')).toMatch(/npx nx run-many -t build/);
    expect(inStage('runtime-deps', 'RUN').join('\n')).toMatch(/npm ci --omit=dev/);
    expect(inStage('runtime', 'USER')).toEqual(['node']);
    for (const target of ['app', 'migrations']) {
      expect(steps.find((s) => s.keyword === 'FROM' && s.stage === target)?.args).toMatch(
        /^runtime AS/,
      );
    }
  });

  it('has a healthcheck on long-running apps, and every target Compose asks for', () => {
    expect(inStage('app', 'HEALTHCHECK')).toEqual([
      expect.stringContaining('CMD ["node", "healthcheck.mjs"]'),
    ]);
    const targets = Object.values(compose.services).flatMap((s) =>
      s.build?.dockerfile === dockerfile ? [s.build.target ?? 'app'] : [],
    );
    expect(targets.filter((target) => !stages.has(target))).toEqual([]);
    // The default target (the last stage) is the long-running app.
    expect(steps.at(-1)?.stage).toBe('app');
  });
});

describe('.dockerignore', () => {
  it('keeps installed, built and secret files out of the build context', () => {
    const ignored = readRepoFile('.dockerignore').split('\n');
    expect(ignored).toEqual(
      expect.arrayContaining([
        '**/node_modules',
        '**/dist',
        '.git',
        '.env',
        '.env.*',
        'deploy/secrets',
      ]),
    );
  });
});

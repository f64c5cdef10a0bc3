// Writes what one image needs, after `nx build`, so its last stage holds only that:
//
//   node deploy/docker/prune-deploy.mjs --out /out [--entry web/server.js] <nx project>…
//
//   /out/manifest/package.json       the npm packages Nx's project graph says these projects
//   /out/manifest/package-lock.json  (and the libraries they import) use, and the root lock file
//                                    pruned to them: `npm ci --omit=dev` installs exactly that
//   /out/app/<project root>/…        each project's package.json and build outputs (and --entry)
//   /out/app/node_modules/@bli/…     the workspace libraries the built code requires, built
//
// Several projects make one image (the migrations runner carries every service). A package the
// built code requires that the graph's production dependencies miss (a development tool's image
// whose library loads the root's devDependencies: the retailer simulators and the mail catcher
// through @bli/dev-infra) is added, so an image never starts into MODULE_NOT_FOUND.
import devkit from '@nx/devkit';
import nxJs from '@nx/js';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';

const { createProjectGraphAsync, workspaceRoot } = devkit;
const { createPackageJson, generatePrunedDeployOutput } = nxJs;

const { values, positionals: projects } = parseArgs({
  options: { out: { type: 'string' }, entry: { type: 'string' } },
  allowPositionals: true,
});
if (!values.out || projects.length === 0) {
  console.error('usage: prune-deploy.mjs --out <dir> [--entry <file>] <nx project>…');
  process.exit(2);
}
const out = values.out;
const fromRoot = (...parts) => join(workspaceRoot, ...parts);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const graph = await createProjectGraphAsync({ exitOnError: true });
const rootPackage = readJson(fromRoot('package.json'));

// 1. npm dependencies: what Nx's graph finds imported by the projects and their libraries.
const dependencies = {};
for (const project of projects) {
  if (!graph.nodes[project]) throw new Error(`${project} is not an Nx project`);
  const found = createPackageJson(project, graph, { isProduction: true, root: workspaceRoot });
  for (const [name, version] of Object.entries(found.dependencies ?? {})) {
    if (dependencies[name] && dependencies[name] !== version) {
      throw new Error(
        `${name}: ${project} wants ${version}, another project ${dependencies[name]}`,
      );
    }
    dependencies[name] = version;
  }
}
// 2. The projects themselves: package.json (module type, main) and their build outputs.
const appDir = join(out, 'app');
// Built code without its source maps: nothing at run time reads them (no --enable-source-maps,
// which would make every logged stack cost a map lookup) and the sources are not in the image.
const noSourceMaps = { recursive: true, filter: (source) => !source.endsWith('.map') };
const copy = (path) => cpSync(fromRoot(path), join(appDir, path), noSourceMaps);
for (const project of projects) {
  const { root, targets } = graph.nodes[project].data;
  copy(join(root, 'package.json'));
  for (const output of targets?.build?.outputs ?? []) {
    copy(output.replace('{projectRoot}', root).replace('{workspaceRoot}/', ''));
  }
}
if (values.entry && !existsSync(join(appDir, values.entry))) copy(values.entry);

// 3. Workspace libraries the built code requires (a bundler may have inlined some), with theirs.
const libraryRoots = Object.fromEntries(
  Object.values(graph.nodes)
    .filter((node) => node.type === 'lib' && existsSync(fromRoot(node.data.root, 'package.json')))
    .map((node) => [readJson(fromRoot(node.data.root, 'package.json')).name, node.data.root]),
);
const required = (dir) => {
  const names = new Set();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.[cm]?js$/.test(entry.name)) continue;
    const code = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const [, name] of code.matchAll(/["'](@bli\/[a-z0-9-]+)["']/g)) names.add(name);
  }
  return names;
};
const pending = [appDir];
const shipped = new Set();
while (pending.length > 0) {
  for (const name of required(pending.pop())) {
    if (shipped.has(name)) continue;
    const root = libraryRoots[name];
    if (!root || !existsSync(fromRoot(root, 'dist'))) {
      throw new Error(`the built code requires ${name}, which is no built workspace library`);
    }
    const target = join(appDir, 'node_modules', name);
    mkdirSync(dirname(target), { recursive: true });
    cpSync(fromRoot(root, 'package.json'), join(target, 'package.json'));
    cpSync(fromRoot(root, 'dist'), join(target, 'dist'), noSourceMaps);
    shipped.add(name);
    pending.push(join(target, 'dist'));
  }
}

// 4. npm packages the shipped code requires beyond those: the root's version of each.
const rootVersions = { ...rootPackage.devDependencies, ...rootPackage.dependencies };
const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
const added = new Set();
for (const entry of readdirSync(appDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.[cm]?js$/.test(entry.name)) continue;
  const code = readFileSync(join(entry.parentPath, entry.name), 'utf8');
  const specifiers = code.matchAll(
    /(?:\brequire\(|\bimport\(|\bfrom\s*)\s*["']([^"'.\/][^"']*)["']/g,
  );
  for (const [, specifier] of specifiers) {
    const name = packageOf(specifier);
    if (isBuiltin(specifier) || name.startsWith('@bli/') || dependencies[name]) continue;
    if (!rootVersions[name]) continue; // not ours to install (a peer's optional require)
    dependencies[name] = rootVersions[name];
    added.add(name);
  }
}

const manifest = {
  name: `bli-${projects.join('-')}`,
  version: rootPackage.version,
  private: true,
  dependencies,
  overrides: rootPackage.overrides,
};
const manifestDir = join(out, 'manifest');
mkdirSync(manifestDir, { recursive: true });
generatePrunedDeployOutput(manifest, graph, graph.nodes[projects[0]].data.root, {
  outputDirectory: manifestDir,
  packageManager: 'npm',
  workspaceRoot,
});
// Nx falls back to the whole root lock file when pruning fails; an image must not.
const lock = readJson(join(manifestDir, 'package-lock.json'));
const locked = Object.keys(lock.packages?.['']?.dependencies ?? {}).sort();
if (locked.join() !== Object.keys(dependencies).sort().join()) {
  throw new Error('the lock file was not pruned to the image’s dependencies');
}
writeFileSync(join(manifestDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

console.log(
  `[prune-deploy] ${projects.join(', ')}: ${Object.keys(dependencies).length} npm packages, ` +
    `workspace libraries: ${[...shipped].sort().join(', ') || 'none'}` +
    (added.size > 0 ? `; required by the built code besides: ${[...added].sort().join(', ')}` : ''),
);

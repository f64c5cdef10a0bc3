import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository root, whatever the working directory. */
export const repoRoot = join(__dirname, '..', '..', '..');

export const fromRoot = (...parts: string[]): string => join(repoRoot, ...parts);

export const existsInRepo = (path: string): boolean => existsSync(fromRoot(path));

export const readRepoFile = (path: string): string => readFileSync(fromRoot(path), 'utf8');

export interface NxProject {
  name: string;
  /** Folder relative to the repository root, e.g. `services/catalogue`. */
  root: string;
}

const SKIPPED = new Set(['node_modules', 'dist', '.git', '.nx', '.data', 'coverage']);

/** Files under a folder of the repository (installed and built files left out), relative to the root. */
export function repoFiles(dir: string): string[] {
  if (!existsInRepo(dir)) return [];
  return readdirSync(fromRoot(dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : repoFiles(path);
    return entry.isFile() ? [path] : [];
  });
}

/** Every Nx project of the workspace by name, read from the project.json files. */
export function nxProjects(): Map<string, NxProject> {
  const projects = new Map<string, NxProject>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(fromRoot(dir), { withFileTypes: true })) {
      if (entry.isDirectory() && !SKIPPED.has(entry.name)) visit(join(dir, entry.name));
      if (entry.isFile() && entry.name === 'project.json' && dir !== '.') {
        const { name } = JSON.parse(readRepoFile(join(dir, entry.name))) as { name: string };
        projects.set(name, { name, root: dir });
      }
    }
  };
  visit('.');
  return projects;
}

/** Whether `.env.example` documents a variable (as `NAME=` or `# NAME=`). */
export function documentedInEnvExample(variable: string): boolean {
  return new RegExp(`^#?\\s*${variable}=`, 'm').test(readRepoFile('.env.example'));
}

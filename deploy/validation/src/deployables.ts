import { loadAppConfig, type AppConfig } from './app-config';
import type { ComposeFile, ComposeService } from './compose';
import { existsInRepo, nxProjects, readRepoFile, repoFiles, type NxProject } from './repo';

/** One image of docker-compose.yml that runs an app of ours, read from its build arguments. */
export interface Deployable {
  /** Compose service name; also the image name (`bli/<name>`) and the Kubernetes Deployment. */
  name: string;
  service: ComposeService;
  project: NxProject;
  config: AppConfig | null;
  /** Built entry point, relative to the repository root. */
  entry: string;
  /** The app's variable for its HTTP port, and that port when the variable is unset. */
  portVariable: string;
  defaultPort: number;
  /** Liveness path; readiness is /health/ready for apps with the server kit's health module. */
  healthPath: string;
}

/**
 * The long-running apps (Dockerfile target `app`): one Nx project each. Those of the stack
 * itself, which Kubernetes runs too; with `profiles: true`, the optional extras of a Compose
 * profile instead (the retailer simulators), which run nowhere else.
 */
export function appDeployables(compose: ComposeFile, { profiles = false } = {}): Deployable[] {
  const projects = nxProjects();
  return Object.entries(compose.services)
    .filter(([, service]) => service.build && (service.build.target ?? 'app') === 'app')
    .filter(([, service]) => (service.profiles ?? []).length > 0 === profiles)
    .map(([name, service]) => {
      const args = Object.fromEntries(
        Object.entries(service.build?.args ?? {}).map(([key, value]) => [key, String(value)]),
      );
      const project = projects.get(args.APPS);
      if (!project) throw new Error(`${name}: APPS=${args.APPS} is not one Nx project`);
      return {
        name,
        service,
        project,
        config: loadAppConfig(project),
        entry: args.ENTRY,
        portVariable: args.HEALTH_PORT_ENV,
        defaultPort: Number(args.HEALTH_PORT),
        healthPath: args.HEALTH_PATH ?? '/health',
      };
    });
}

/** The one-shot services of the migrations image. */
export function migrationServices(compose: ComposeFile): [string, ComposeService][] {
  return Object.entries(compose.services).filter(
    ([, service]) => service.build?.target === 'migrations',
  );
}

/**
 * Apps that ship migrations (every service with a schema, and the gateway with its own): each
 * needs its own one-shot and Job.
 */
export function servicesWithMigrations(): NxProject[] {
  return [...nxProjects().values()].filter(
    (project) =>
      (project.root.startsWith('services/') || project.root === 'gateway') &&
      existsInRepo(`${project.root}/src/cli/migrate.ts`),
  );
}

/** Services (Nx projects under services/) that run (a `src/main.ts`) or ship migrations: each is deployed. */
export function deployableServices(): NxProject[] {
  return [...nxProjects().values()].filter(
    (project) =>
      project.root.startsWith('services/') &&
      (existsInRepo(`${project.root}/src/main.ts`) ||
        existsInRepo(`${project.root}/src/cli/migrate.ts`)),
  );
}

/**
 * The variables an app without a config schema (web) reads: every `process.env.NAME` in its
 * entry point and its runtime code (`app/`, `src/`; tests left out).
 */
export function variablesReadBy(app: Deployable): string[] {
  const files = [
    app.entry,
    ...['app', 'src'].flatMap((dir) => repoFiles(`${app.project.root}/${dir}`)),
  ].filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && !/\.(spec|int-spec|e2e-spec)\./.test(file));
  const names = new Set<string>();
  for (const file of files) {
    for (const [, name] of readRepoFile(file).matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) {
      names.add(name);
    }
  }
  return [...names].sort();
}

/** The port an app listens on with this environment: its variable if set, else its default. */
export function portOf(app: Deployable, env: Record<string, string>): number {
  return Number(env[app.portVariable] ?? app.config?.defaults[app.portVariable] ?? app.defaultPort);
}

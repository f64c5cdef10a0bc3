import { loadAppConfig, type AppConfig } from './app-config';
import type { ComposeFile, ComposeService } from './compose';
import { existsInRepo, nxProjects, type NxProject } from './repo';

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

/** The long-running apps (Dockerfile target `app`): one Nx project each. */
export function appDeployables(compose: ComposeFile): Deployable[] {
  const projects = nxProjects();
  return Object.entries(compose.services)
    .filter(([, service]) => service.build && (service.build.target ?? 'app') === 'app')
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

/** Services (Nx projects under services/) that ship migrations: each needs its own one-shot and Job. */
export function servicesWithMigrations(): NxProject[] {
  return [...nxProjects().values()].filter(
    (project) =>
      project.root.startsWith('services/') && existsInRepo(`${project.root}/src/cli/migrate.ts`),
  );
}

/** The port an app listens on with this environment: its variable if set, else its default. */
export function portOf(app: Deployable, env: Record<string, string>): number {
  return Number(env[app.portVariable] ?? app.config?.defaults[app.portVariable] ?? app.defaultPort);
}

import { configProblems } from './app-config';
import { environmentOf, loadCompose } from './compose';
import {
  appDeployables,
  deployableServices,
  migrationServices,
  portOf,
  servicesWithMigrations,
  variablesReadBy,
  type Deployable,
} from './deployables';
import { documentedInEnvExample, existsInRepo, readRepoFile } from './repo';

// What a `.env` would hold: only the one variable Compose insists on.
const { compose, variables } = loadCompose({ POSTGRES_PASSWORD: 'a-password' });
const apps = appDeployables(compose);
const app = (name: string): Deployable => {
  const found = apps.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no app ${name} in docker-compose.yml`);
  return found;
};
const ourImages = Object.entries(compose.services).filter(([, service]) => service.build);

describe('docker-compose.yml', () => {
  it('parses, and .env.example documents every variable it reads', () => {
    expect(compose.name).toBe('best-laptops-india');
    const undocumented = [...variables].filter((name) => !documentedInEnvExample(name));
    expect(undocumented).toEqual([]);
  });

  it('refuses to start without a database password', () => {
    expect(() => loadCompose({})).toThrow(/POSTGRES_PASSWORD/);
  });

  it('runs gateway, web and every service, each as an image built from this repository', () => {
    expect(apps.map((a) => a.name)).toEqual(expect.arrayContaining(['gateway', 'web']));
    // A service that lands needs its entries here and in deploy/k8s (docs/operations.md).
    const undeployed = deployableServices()
      .map((service) => service.root)
      .filter((root) => !apps.some((a) => a.project.root === root));
    expect(undeployed).toEqual([]);
  });

  it.each(apps.map((a) => [a.name, a] as const))(
    '.env.example documents every variable of %s',
    (_name, deployable) => {
      const keys = Object.keys(deployable.config?.schema.shape ?? {});
      expect(keys.filter((name) => !documentedInEnvExample(name))).toEqual([]);
    },
  );

  it.each(ourImages)('%s has a build context, Dockerfile and image name', (name, service) => {
    const build = service.build ?? { context: '' };
    expect(existsInRepo(build.context)).toBe(true);
    expect(existsInRepo(build.dockerfile ?? 'Dockerfile')).toBe(true);
    expect(service.image).toMatch(/^bli\/[a-z-]+:local$/);
  });

  describe.each(apps.map((a) => [a.name, a] as const))('%s', (_name, deployable) => {
    const env = environmentOf(deployable.service);

    it('starts from a built entry point of its Nx project', () => {
      expect(deployable.entry.startsWith(`${deployable.project.root}/`)).toBe(true);
      expect(existsInRepo(deployable.entry)).toBe(true);
    });

    it('gets every variable its config requires, with values the config accepts', () => {
      if (deployable.config) {
        expect(configProblems(deployable.config, env)).toEqual([]);
      } else {
        // No schema (web): every variable its code reads is set outright (empty for "off").
        const read = variablesReadBy(deployable);
        expect(read).toContain(deployable.portVariable);
        expect(read.filter((name) => !(name in env))).toEqual([]);
      }
    });

    it('listens on every interface of its container', () => {
      const hostVariables = deployable.config
        ? Object.keys(deployable.config.schema.shape).filter((n) => n.endsWith('HOST'))
        : ['HOST'];
      expect(hostVariables.length).toBeGreaterThan(0);
      for (const name of hostVariables) expect([name, env[name]]).toEqual([name, '0.0.0.0']);
    });

    it('is checked on the port and path the app serves', () => {
      if (deployable.config) {
        expect(deployable.config.defaults).toHaveProperty(deployable.portVariable);
        expect(deployable.defaultPort).toBe(deployable.config.defaults[deployable.portVariable]);
        expect(deployable.healthPath).toBe('/health');
      } else {
        // The entry point serves this path and reads this port variable.
        const source = readRepoFile(deployable.entry);
        expect(source).toContain(`'${deployable.healthPath}'`);
        expect(source).toContain(`process.env.${deployable.portVariable}`);
      }
      const ready = deployable.config ? '/health/ready' : deployable.healthPath;
      expect(deployable.service.healthcheck?.test).toEqual([
        'CMD',
        'node',
        'healthcheck.mjs',
        ready,
      ]);
      expect(portOf(deployable, env)).toBe(deployable.defaultPort);
    });
  });

  it('migrates each service in a one-shot that must succeed before the service starts', () => {
    const oneShots = new Map(migrationServices(compose));
    const deployed = servicesWithMigrations().filter((s) => apps.some((a) => a.name === s.name));
    expect(deployed.length).toBeGreaterThan(0);
    for (const service of deployed) {
      const oneShot = oneShots.get(`migrate-${service.name}`);
      expect(oneShot).toBeDefined();
      expect(oneShot?.command).toEqual([service.name]);
      expect(String(oneShot?.build?.args?.APPS).split(' ')).toContain(service.name);
      expect(oneShot?.restart).toBe('no');
      expect(oneShot?.depends_on?.postgres?.condition).toBe('service_healthy');
      const config = app(service.name).config;
      expect(config && configProblems(config, environmentOf(oneShot ?? {}))).toEqual([]);
      expect(app(service.name).service.depends_on?.[`migrate-${service.name}`]?.condition).toBe(
        'service_completed_successfully',
      );
    }
  });

  it('has a healthcheck on every long-running container', () => {
    const unchecked = Object.entries(compose.services)
      .filter(([, service]) => service.restart !== 'no' && !service.healthcheck)
      .map(([name]) => name);
    expect(unchecked).toEqual([]);
  });

  it('waits only on conditions that can be met', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        const target = compose.services[dependency];
        expect([name, dependency, target !== undefined]).toEqual([name, dependency, true]);
        if (condition === 'service_healthy') expect(target.healthcheck).toBeDefined();
        else expect([name, condition, target.restart]).toEqual([name, condition, 'no']);
      }
    }
  });

  it('keeps PostgreSQL and NATS (JetStream) on volumes, checked before anything uses them', () => {
    const { postgres, nats } = compose.services;
    expect(postgres.volumes).toEqual(['postgres-data:/var/lib/postgresql']);
    expect(postgres.healthcheck?.test.join(' ')).toContain('pg_isready');
    expect(nats.command).toContain('--jetstream');
    expect(nats.volumes).toEqual(['nats-data:/data']);
    expect(nats.healthcheck?.test.join(' ')).toContain('http://127.0.0.1:8222/healthz');
    expect(Object.keys(compose.volumes ?? {})).toEqual(['postgres-data', 'nats-data']);
  });

  it('drops every capability and privilege gain, read-only where the process allows', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect([name, service.cap_drop]).toEqual([name, ['ALL']]);
      expect([name, service.security_opt]).toEqual([name, ['no-new-privileges:true']]);
      if (name !== 'postgres') expect([name, service.read_only]).toEqual([name, true]);
    }
  });

  describe('edge proxy', () => {
    const { edge } = compose.services;
    const nginx = readRepoFile('deploy/edge/nginx.conf');
    // The active configuration, comments removed.
    const active = nginx.replace(/#.*$/gm, '');

    it('is a real nginx publishing the one port, with the config from deploy/edge', () => {
      expect(edge.image).toMatch(/^nginxinc\/nginx-unprivileged:\d+\.\d+/);
      expect(edge.ports).toEqual(['8080:8080']);
      expect(edge.volumes).toEqual(['./deploy/edge/nginx.conf:/etc/nginx/nginx.conf:ro']);
      expect(
        Object.entries(compose.services).filter(([name, s]) => name !== 'edge' && s.ports),
      ).toEqual([]);
    });

    it('routes /api to the gateway and / to web, on the ports they serve', () => {
      const upstreams = Object.fromEntries(
        [...active.matchAll(/upstream\s+([\w-]+)\s*\{[^}]*?server\s+([\w-]+):(\d+)/g)].map(
          ([, upstream, host, port]) => [upstream, { host, port: Number(port) }],
        ),
      );
      for (const name of ['gateway', 'web']) {
        const target = app(name);
        expect(upstreams[name]).toEqual({
          host: name,
          port: portOf(target, environmentOf(target.service)),
        });
      }
      expect(active).toMatch(/location \/api\/ \{\s*proxy_pass http:\/\/gateway;/);
      expect(active).toMatch(/location = \/api \{\s*proxy_pass http:\/\/gateway;/);
      expect(active).toMatch(/location \/ \{\s*proxy_pass http:\/\/web;/);
    });

    it("sends /admin to admin-web's own nginx, which serves the SPA build there", () => {
      const adminWeb = compose.services['admin-web'];
      expect(adminWeb).toBeDefined();
      expect(adminWeb.build?.target).toBe('static-site');
      expect(String(adminWeb.build?.args?.APPS)).toBe('admin-web');
      expect(active).toMatch(/upstream admin-web \{[^}]*server admin-web:8080 resolve;/);
      expect(active).toMatch(/location = \/admin \{\s*proxy_pass http:\/\/admin-web;/);
      expect(active).toMatch(/location \/admin\/ \{\s*proxy_pass http:\/\/admin-web;/);
      const site = readRepoFile('deploy/docker/static-site.nginx.conf').replace(/#.*$/gm, '');
      expect(site).toMatch(/listen 8080;/);
      expect(site).toMatch(/location \/admin\/ \{\s*try_files \$uri \/admin\/index\.html;/);
      // The app is built for that path (Vite base), so its asset URLs resolve through the edge.
      expect(readRepoFile('admin-web/vite.config.ts')).toMatch(/base: '\/admin\/'/);
      expect(edge.depends_on?.['admin-web']?.condition).toBe('service_healthy');
    });

    it('routes /admin only once admin-web exists, and says where the route goes', () => {
      const hasAdminWeb = 'admin-web' in compose.services;
      expect(/location \/admin\//.test(active)).toBe(hasAdminWeb);
      if (!hasAdminWeb) {
        expect(nginx).toMatch(/#\s*location \/admin\/ \{\s*#\s*proxy_pass http:\/\/admin-web;/);
      }
    });
  });
});

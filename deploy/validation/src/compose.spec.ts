import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configProblems, loadMigrateConfig } from './app-config';
import { environmentOf, loadCompose, MINIMAL_DOTENV, REQUIRED_SECRETS } from './compose';
import { startEnvironment } from './compose-start';
import {
  appDeployables,
  deployableServices,
  migrationServices,
  portOf,
  servicesWithMigrations,
  variablesReadBy,
  type Deployable,
} from './deployables';
import { OPERATOR_PAGES, OPERATORS_ONLY, PUBLIC_API } from './hosts';
import type { Variables } from './interpolate';
import {
  directiveArgs,
  parseNginx,
  route,
  serverFor,
  servers,
  upstreams,
  type Directive,
} from './nginx-config';
import { documentedInEnvExample, existsInRepo, fromRoot, readRepoFile } from './repo';

// What a `.env` would hold: only the variables Compose insists on (the database passwords).
const dotenv = MINIMAL_DOTENV;
const { compose, variables } = loadCompose(dotenv);
const apps = appDeployables(compose);
const app = (name: string): Deployable => {
  const found = apps.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no app ${name} in docker-compose.yml`);
  return found;
};
const ourImages = Object.entries(compose.services).filter(([, service]) => service.build);
const SITE_URL = environmentOf(app('web').service).SITE_URL;
const staticSite = parseNginx(readRepoFile('deploy/docker/static-site.nginx.conf'));

const EDGE_TEMPLATE = 'deploy/edge/nginx.conf';
const EDGE_TEMPLATE_IN_CONTAINER = '/etc/nginx/nginx.conf.template';

/**
 * The edge container's start with `.env` holding `variables`: its command run by a real shell
 * with the template from the repository and `nginx` replaced by a printout of the config it was
 * given. A command that stops (a bad ADMIN_ORIGIN) returns its status and message.
 */
function renderEdge(variables: Variables = {}): { config: string; status: number; stderr: string } {
  const edge = loadCompose({ ...dotenv, ...variables }).compose.services.edge;
  const [shell, flag, script] = edge.command ?? [];
  const scratch = mkdtempSync(join(tmpdir(), 'compose-edge-'));
  try {
    writeFileSync(join(scratch, 'nginx'), '#!/bin/sh\n[ "$1" = -c ] || exit 3\nexec cat "$2"\n');
    chmodSync(join(scratch, 'nginx'), 0o755);
    const options: ExecFileSyncOptions = {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: `${scratch}:/usr/bin:/bin`, ...environmentOf(edge, variables) },
    };
    const local = script
      .replaceAll(EDGE_TEMPLATE_IN_CONTAINER, fromRoot(EDGE_TEMPLATE))
      .replaceAll('/tmp/nginx.conf', join(scratch, 'nginx.conf'));
    try {
      return { config: String(execFileSync(shell, [flag, local], options)), status: 0, stderr: '' };
    } catch (error) {
      const { status, stderr } = error as { status: number; stderr: string };
      return { config: '', status, stderr: String(stderr) };
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

describe('docker-compose.yml', () => {
  it('parses, and .env.example documents every variable it reads', () => {
    const undocumented = [...variables].filter((name) => !documentedInEnvExample(name));
    expect(undocumented).toEqual([]);
  });

  it('is read by Compose v1 too: no top-level name, no depends_on beyond a condition', () => {
    expect(compose.name).toBeUndefined();
    const extraKeys = Object.entries(compose.services).flatMap(([name, service]) =>
      Object.entries(service.depends_on ?? {}).flatMap(([on, dependency]) =>
        Object.keys(dependency)
          .filter((key) => key !== 'condition')
          .map((key) => `${name} → ${on}: ${key}`),
      ),
    );
    expect(extraKeys).toEqual([]);
  });

  it.each(REQUIRED_SECRETS)('refuses to start without %s', (name) => {
    expect(() => loadCompose({ ...dotenv, [name]: undefined })).toThrow(new RegExp(name));
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
        // As its start command hands them to the app, with every profile's stand-ins running
        // (without them, sync runs without a source and alerts stops: the profiles' specs).
        const started = startEnvironment(deployable.service, {
          entry: deployable.entry,
          resolvable: Object.entries(compose.services)
            .filter(([, service]) => (service.profiles ?? []).length > 0)
            .map(([name]) => name),
        });
        expect([started.status, started.stderr]).toEqual([0, '']);
        expect(configProblems(deployable.config, started.env)).toEqual([]);
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
      const config = loadMigrateConfig(service);
      // migrate.mjs runs the service's migrations with the migrator's URL as DATABASE_URL.
      const env = environmentOf(oneShot ?? {});
      const asMigrator = { ...env, DATABASE_URL: env.MIGRATION_DATABASE_URL };
      expect(config && configProblems(config, asMigrator)).toEqual([]);
      expect(app(service.name).service.depends_on?.[`migrate-${service.name}`]?.condition).toBe(
        'service_completed_successfully',
      );
    }
  });

  describe('event streams', () => {
    const oneShot = compose.services['provision-bus'];

    it('are made by a one-shot of the migrations image, as bus-admin, once NATS is healthy', () => {
      expect(oneShot?.build?.target).toBe('migrations');
      expect(oneShot?.restart).toBe('no');
      expect(oneShot?.depends_on).toEqual({ nats: { condition: 'service_healthy' } });
      // The CLI the image carries under node_modules/@bli/server-kit, built from libs/server-kit.
      const [tini, dashes, node, script] = oneShot?.entrypoint ?? [];
      expect([tini, dashes, node]).toEqual(['tini', '--', 'node']);
      expect(script).toBe('node_modules/@bli/server-kit/dist/cli/provision-bus.js');
      expect(existsInRepo(script.replace('node_modules/@bli/', 'libs/'))).toBe(true);
      expect(existsInRepo('libs/server-kit/src/cli/provision-bus.ts')).toBe(true);
      const env = environmentOf(oneShot ?? {});
      expect(env.NATS_URL).toBe(environmentOf(app('catalogue').service).NATS_URL);
      expect(env.NATS_STREAM_REPLICAS).toBe('1');
      expect(env.DATABASE_URL).toBeUndefined();
    });

    it('exist before the catalogue publishes to them and the alerts service pulls', () => {
      for (const name of ['catalogue', 'alerts']) {
        expect([name, app(name).service.depends_on?.['provision-bus']?.condition]).toEqual([
          name,
          'service_completed_successfully',
        ]);
      }
    });
  });

  describe('database roles', () => {
    const loginOf = (url: string | undefined) => (url ? new URL(url).username : undefined);
    const withSchema = servicesWithMigrations().filter((s) => apps.some((a) => a.name === s.name));
    const oneShots = new Map(migrationServices(compose));
    const admin = environmentOf(compose.services.postgres).POSTGRES_USER;

    it('gives every process with a schema a role of its own, and no other app a database', () => {
      const roles = withSchema.map((s) => loginOf(environmentOf(app(s.name).service).DATABASE_URL));
      expect(roles).toEqual(withSchema.map((s) => `bli_${s.name}`));
      const without = apps.filter((a) => !withSchema.some((s) => s.name === a.name));
      expect(without.map((a) => a.name)).toEqual(expect.arrayContaining(['seo', 'web']));
      for (const { name, service } of without) {
        expect([name, environmentOf(service).DATABASE_URL]).toEqual([name, undefined]);
      }
    });

    it("provisions each service's role as the admin, then migrates as the migrator", () => {
      for (const { name } of withSchema) {
        const env = environmentOf(oneShots.get(`migrate-${name}`) ?? {});
        expect(loginOf(env.DATABASE_ADMIN_URL)).toBe(admin);
        expect(loginOf(env.MIGRATION_DATABASE_URL)).toBe('bli_migrator');
        expect(env[`${name.toUpperCase()}_DATABASE_URL`]).toBe(
          environmentOf(app(name).service).DATABASE_URL,
        );
      }
    });

    it('hands the admin and the migrator to the migration one-shots only', () => {
      const migrations = [...oneShots.keys()].filter((name) => name.startsWith('migrate-'));
      const privileged = Object.entries(compose.services)
        .filter(([, service]) =>
          Object.values(environmentOf(service)).some((value) =>
            [admin, 'bli_migrator'].includes(
              loginOf(/^postgres:/.test(value) ? value : undefined) ?? '',
            ),
          ),
        )
        .map(([name]) => name);
      expect(privileged.sort()).toEqual(migrations.sort());
      expect(loginOf(environmentOf(compose.services['seed-catalogue']).DATABASE_URL)).toBe(
        'bli_catalogue',
      );
      expect(loginOf(environmentOf(compose.services['seed-content']).DATABASE_URL)).toBe(
        'bli_content',
      );
    });
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
    // JetStream, TLS and the users: its generated configuration (nats-secrets.spec.ts).
    expect(nats.command).toEqual(['--config', '/etc/nats/nats.conf']);
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

  describe('networks', () => {
    const declared = compose.networks ?? {};
    const networksOf = (name: string) => compose.services[name]?.networks ?? [];
    /** The containers sharing a network with this one: the only ones it can reach. */
    const peersOf = (name: string) =>
      Object.keys(compose.services)
        .filter((other) => other !== name)
        .filter((other) => networksOf(other).some((network) => networksOf(name).includes(network)))
        .sort();
    const reading = (variable: RegExp) =>
      Object.entries(compose.services)
        .filter(([, service]) =>
          Object.keys(service.environment ?? {}).some((n) => variable.test(n)),
        )
        .map(([name]) => name)
        .sort();

    it('puts every container on networks of its own choosing, never the default one', () => {
      for (const [name, service] of Object.entries(compose.services)) {
        expect([name, (service.networks ?? []).length > 0]).toEqual([name, true]);
        for (const network of service.networks ?? []) {
          expect([name, network, network in declared]).toEqual([name, network, true]);
        }
      }
    });

    it('keeps NATS and PostgreSQL out of the edge proxy’s reach: it reaches what it proxies to', () => {
      const proxied = Object.values(upstreams(parseNginx(renderEdge().config)))
        .flat()
        .map((server) => server.split(':')[0]);
      expect(peersOf('edge')).toEqual([...new Set(proxied)].sort());
      expect(peersOf('edge')).not.toContain('nats');
      expect(peersOf('edge')).not.toContain('postgres');
    });

    it('has the gateway believe forwarded headers from the edge’s network only', () => {
      const subnet = declared.edge?.ipam?.config?.[0]?.subnet;
      expect(subnet).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/);
      expect(environmentOf(app('gateway').service).TRUST_PROXY).toBe(subnet);
      // Its members: the edge proxy and what it proxies to, none of which forwards for others.
      expect(
        Object.keys(compose.services).filter((name) => networksOf(name).includes('edge')),
      ).toEqual(['gateway', 'web', 'admin-web', 'edge']);
    });

    it('lets only the processes that use NATS reach it', () => {
      // Those whose config reads NATS_URL (the migration one-shots are handed it, but never
      // connect), and the one-shot that makes the event streams.
      const natsClients = apps
        .filter((deployable) => deployable.config && 'NATS_URL' in deployable.config.schema.shape)
        .map((deployable) => deployable.name);
      expect(natsClients).toEqual(expect.arrayContaining(['gateway', 'alerts']));
      expect(peersOf('nats')).toEqual([...natsClients, 'provision-bus'].sort());
    });

    it('lets only the processes with a schema (their one-shots too) reach PostgreSQL', () => {
      expect(peersOf('postgres')).toEqual(reading(/DATABASE_(ADMIN_)?URL$/));
    });

    it('gives a way out of the host only to the edge (its port), sync (the retailers) and alerts (mail, push)', () => {
      const open = Object.entries(declared)
        .filter(([, options]) => options?.internal !== true)
        .map(([network]) => network);
      const outward = Object.keys(compose.services)
        .filter((name) => networksOf(name).some((network) => open.includes(network)))
        .sort();
      // The stand-ins of the profiles, each on its client's way out only: the retailer
      // simulators for the internet's retailer APIs, the mail catcher for the mail provider.
      expect(outward).toEqual(['alerts', 'edge', 'mail-catcher', 'retailer-simulators', 'sync']);
      expect(peersOf('retailer-simulators')).toEqual(['sync']);
      expect(peersOf('mail-catcher')).toEqual(['alerts']);
      // Each on a way out of its own: sync cannot reach the mail catcher, nor alerts the
      // retailer simulators.
      expect(
        networksOf('sync')
          .filter((n) => networksOf('alerts').includes(n))
          .sort(),
      ).toEqual(['app', 'data']);
    });
  });

  it.each(Object.keys(compose.services))('limits the memory and CPU of %s', (name) => {
    const { cpus, mem_limit: memory } = compose.services[name];
    expect(Number(cpus)).toBeGreaterThan(0);
    // Docker refuses more CPUs than the machine has: at most one, so it starts anywhere.
    expect(Number(cpus)).toBeLessThanOrEqual(1);
    const [, amount, unit] = /^(\d+)([mg])$/.exec(memory ?? '') ?? [];
    const mebibytes = Number(amount) * (unit === 'g' ? 1024 : 1);
    expect(mebibytes).toBeGreaterThanOrEqual(32);
    expect(mebibytes).toBeLessThanOrEqual(2048);
  });

  describe('edge proxy', () => {
    const { edge } = compose.services;
    const { config } = renderEdge();
    const site = parseNginx(config);
    const adminHost = new URL(environmentOf(edge).ADMIN_ORIGIN).hostname;
    const publicServer = serverFor(site, 8080, new URL(SITE_URL).hostname);
    const adminServer = serverFor(site, 8080, adminHost);
    const proxiedBy = (server: Directive) =>
      [...new Set(directiveArgs(server.block ?? [], 'proxy_pass').map(([url]) => url))].sort();

    it('is a real nginx publishing the one port, with its config template from deploy/edge', () => {
      expect(edge.image).toMatch(/^nginxinc\/nginx-unprivileged:\d+\.\d+/);
      expect(edge.ports).toEqual(['8080:8080']);
      expect(edge.volumes).toEqual([`./${EDGE_TEMPLATE}:${EDGE_TEMPLATE_IN_CONTAINER}:ro`]);
      // Besides it, only a development profile's tool, on the machine's loopback (the mail
      // catcher's messages, for whoever sits at the machine).
      const published = Object.entries(compose.services)
        .filter(([name, s]) => name !== 'edge' && s.ports)
        .map(([name, s]) => [name, s.profiles, s.ports]);
      expect(published).toEqual([['mail-catcher', ['mail-catcher'], ['127.0.0.1:1080:1080']]]);
    });

    it('names its admin server after the host of the ADMIN_ORIGIN the gateway is given', () => {
      expect(environmentOf(edge).ADMIN_ORIGIN).toBe(
        environmentOf(app('gateway').service).ADMIN_ORIGIN,
      );
      expect(adminHost).not.toBe(new URL(SITE_URL).hostname);
      expect(directiveArgs(adminServer.block ?? [], 'server_name')).toEqual([[adminHost]]);
      const released = parseNginx(
        renderEdge({ ADMIN_ORIGIN: 'https://admin.bestlaptops.in' }).config,
      );
      expect(
        directiveArgs(serverFor(released, 8080, 'admin.bestlaptops.in').block ?? [], 'server_name'),
      ).toEqual([['admin.bestlaptops.in']]);
    });

    it.each([
      'admin.localhost',
      'ftp://admin.localhost',
      'https://Admin.Example',
      'http://admin;evil',
      'https://admin.example:8443;x',
      'https://admin.example/path',
      'https://',
    ])('refuses to start with ADMIN_ORIGIN=%s', (origin) => {
      const { status, stderr } = renderEdge({ ADMIN_ORIGIN: origin });
      expect(status).toBe(1);
      expect(stderr).toContain('ADMIN_ORIGIN must be http(s)://host[:port]');
    });

    it('proxies to the gateway, web and admin-web on the ports they serve', () => {
      const servers = upstreams(site);
      for (const name of ['gateway', 'web']) {
        const target = app(name);
        expect(servers[name]).toEqual([`${name}:${portOf(target, environmentOf(target.service))}`]);
      }
      const adminWeb = compose.services['admin-web'];
      expect(adminWeb.build?.target).toBe('static-site');
      expect(String(adminWeb.build?.args?.APPS)).toBe('admin-web');
      expect(servers['admin-web']).toEqual(['admin-web:8080']);
      expect(directiveArgs(staticSite, 'listen')).toContainEqual(['8080']);
      expect(edge.depends_on?.['admin-web']?.condition).toBe('service_healthy');
    });

    it('serves the shop and the public API on the public host, and every other host', () => {
      expect(serverFor(site, 8080, 'anything.example')).toBe(publicServer);
      expect(proxiedBy(publicServer)).toEqual(['http://gateway', 'http://web']);
      for (const path of ['/', '/laptops/slug', '/search', '/administrators-guide']) {
        expect([path, route(publicServer, path)]).toEqual([path, { proxyPass: 'web' }]);
      }
      for (const path of PUBLIC_API) {
        expect([path, route(publicServer, path)]).toEqual([path, { proxyPass: 'gateway' }]);
      }
    });

    it('answers 404 on the public host for the operators’ API, the API docs and the SPA', () => {
      for (const path of OPERATORS_ONLY) {
        expect([path, route(publicServer, path)]).toEqual([path, { status: 404 }]);
      }
    });

    it('serves the SPA, the whole API and the previews on the admin host, nothing of the shop', () => {
      expect(proxiedBy(adminServer)).toEqual(['http://admin-web', 'http://gateway', 'http://web']);
      for (const path of [...PUBLIC_API, ...OPERATORS_ONLY.filter((p) => p.startsWith('/api'))]) {
        expect([path, route(adminServer, path)]).toEqual([path, { proxyPass: 'gateway' }]);
      }
      for (const path of OPERATOR_PAGES) {
        expect([path, route(adminServer, path)]).toEqual([path, { proxyPass: 'web' }]);
      }
      for (const path of ['/', '/admin', '/admin/', '/admin/laptops', '/laptops/slug']) {
        expect([path, route(adminServer, path)]).toEqual([path, { proxyPass: 'admin-web' }]);
      }
    });
  });

  describe("admin-web's nginx", () => {
    const server = servers(staticSite)[0];

    it('serves the SPA build under /admin, sends / there and nothing else', () => {
      expect(route(server, '/admin')).toEqual({ tryFiles: ['/admin/index.html', '=404'] });
      expect(route(server, '/admin/laptops')).toEqual({
        tryFiles: ['$uri', '/admin/index.html'],
      });
      expect(route(server, '/admin/assets/index.js')).toEqual({ tryFiles: ['$uri', '=404'] });
      // Only the path: behind the edge or an Ingress its own scheme and port are not the browser's.
      expect(route(server, '/')).toEqual({ status: 302, target: '/admin/' });
      expect(directiveArgs(staticSite, 'absolute_redirect')).toEqual([['off']]);
      expect(route(server, '/api/auth/me')).toEqual({ status: 404 });
      // The app is built for that path (Vite base), so its asset URLs resolve through the edge.
      expect(readRepoFile('admin-web/vite.config.ts')).toMatch(/base: '\/admin\/'/);
    });

    it('sends a strict Content-Security-Policy: scripts from its own origin only', () => {
      const policies = directiveArgs(staticSite, 'add_header').filter(
        ([name]) => name.toLowerCase() === 'content-security-policy',
      );
      expect(policies).toHaveLength(1);
      const csp = new Map(
        policies[0][1]
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .filter(([name]) => name)
          .map(([name, ...sources]) => [name, sources]),
      );
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.has('object-src') ? csp.get('object-src') : ["'none'"]).toEqual(["'none'"]);
      for (const [directive, sources] of csp) {
        for (const source of sources) {
          expect([directive, source]).not.toEqual([
            directive,
            expect.stringMatching(/^\*$|^https?:$|^data:$|unsafe-eval/),
          ]);
        }
      }
    });
  });
});

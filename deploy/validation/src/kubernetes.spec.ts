import { configProblems, loadMigrateConfig } from './app-config';
import { loadCompose, MINIMAL_DOTENV } from './compose';
import {
  appDeployables,
  portOf,
  servicesWithMigrations,
  variablesReadBy,
  type Deployable,
} from './deployables';
import { OPERATOR_PAGES, OPERATORS_ONLY, PUBLIC_API } from './hosts';
import { renderOverlay, validateManifest, type Manifest } from './kustomize';
import { allowed, type Endpoint } from './network-policy';
import { readRepoFile } from './repo';

const { compose } = loadCompose(MINIMAL_DOTENV);
const apps = appDeployables(compose);
const OVERLAYS = ['dev', 'prod'] as const;

interface Container {
  name: string;
  image: string;
  args?: string[];
  ports?: { name: string; containerPort: number }[];
  envFrom?: { configMapRef?: { name: string } }[];
  env?: {
    name: string;
    value?: string;
    valueFrom?: {
      secretKeyRef?: { name: string; key: string };
      configMapKeyRef?: { name: string; key: string; optional?: boolean };
    };
  }[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [field: string]: any;
}

const podSpec = (manifest: Manifest) => manifest.spec.template.spec;
const containerOf = (manifest: Manifest): Container => podSpec(manifest).containers[0];
const imageRepository = (image: string) => image.replace(/@sha256:.*$/, '').replace(/:[^/]+$/, '');
const DIGEST = /^[^:@]+(:\d+)?[^:@]*@sha256:[0-9a-f]{64}$/;

/** Compose's limits in Kubernetes' units: `cpus: 0.5` is `500m`, `mem_limit: 512m` is `512Mi`. */
const composeLimits = (cpus: number | string | undefined, memory: string | undefined) => ({
  cpu: `${Math.round(Number(cpus) * 1000)}m`,
  memory: (memory ?? '').replace(/m$/, 'Mi').replace(/g$/, 'Gi'),
});
const kubernetesLimits = ({ cpu, memory }: { cpu: string | number; memory: string }) => ({
  cpu: /m$/.test(String(cpu)) ? String(cpu) : `${Math.round(Number(cpu) * 1000)}m`,
  memory,
});

/**
 * Which Service an Ingress rule sends a path to, by the API's rules: an Exact path, else the
 * longest Prefix whose every segment matches.
 */
function ingressBackend(rule: IngressRule, path: string): string {
  const segments = (value: string) => value.split('/').filter(Boolean);
  const candidates = rule.http.paths
    .filter(({ path: prefix, pathType }) =>
      pathType === 'Exact'
        ? prefix === path
        : segments(prefix).every((segment, index) => segments(path)[index] === segment),
    )
    .sort(
      (a, b) =>
        Number(b.pathType === 'Exact') - Number(a.pathType === 'Exact') ||
        segments(b.path).length - segments(a.path).length,
    );
  if (!candidates[0]) throw new Error(`no Ingress path for ${path}`);
  return candidates[0].backend.service.name;
}

interface IngressRule {
  host?: string;
  http: {
    paths: {
      path: string;
      pathType: string;
      backend: { service: { name: string; port: { name?: string; number?: number } } };
    }[];
  };
}

/**
 * A container's environment: literal values and ConfigMap entries (a required key that is
 * missing throws, as the kubelet would refuse to start it); Secret refs are opaque.
 */
function environment(container: Container, manifests: Manifest[]) {
  const configMap = (name?: string) => {
    const found = manifests.find((m) => m.kind === 'ConfigMap' && m.metadata.name === name);
    if (!found) throw new Error(`${container.name}: no ConfigMap ${name}`);
    return found.data ?? {};
  };
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    Object.assign(env, configMap(source.configMapRef?.name));
  }
  const opaque: string[] = [];
  for (const variable of container.env ?? []) {
    const fromConfigMap = variable.valueFrom?.configMapKeyRef;
    if (variable.value !== undefined) env[variable.name] = variable.value;
    else if (variable.valueFrom?.secretKeyRef) opaque.push(variable.name);
    else if (fromConfigMap) {
      const value = configMap(fromConfigMap.name)[fromConfigMap.key];
      if (value !== undefined) env[variable.name] = value;
      else if (!fromConfigMap.optional) {
        throw new Error(`${container.name}: ${fromConfigMap.name} has no ${fromConfigMap.key}`);
      }
    }
  }
  /** Every variable the container declares, set or optional. */
  const declared = [...Object.keys(env), ...(container.env ?? []).map((v) => v.name)];
  return { env, opaque, declared };
}

describe.each(OVERLAYS)('deploy/k8s/overlays/%s', (overlay) => {
  const manifests = renderOverlay(overlay);
  const ofKind = (kind: string) => manifests.filter((m) => m.kind === kind);
  const find = (kind: string, name: string) => {
    const found = ofKind(kind).find((m) => m.metadata.name === name);
    if (!found) throw new Error(`no ${kind} ${name} in overlay ${overlay}`);
    return found;
  };

  it('renders, and every object is valid against the Kubernetes schema', async () => {
    expect(manifests.length).toBeGreaterThan(10);
    for (const manifest of manifests) {
      await expect(validateManifest(manifest)).resolves.toBeUndefined();
    }
  });

  it('would reject an object the API server rejects', async () => {
    const broken = structuredClone(find('Deployment', 'gateway'));
    broken.spec.replicas = 'two';
    delete broken.spec.selector;
    await expect(validateManifest(broken)).rejects.toThrow(/replicas|selector/);
  });

  it('puts everything in the overlay’s namespace and commits no secret', () => {
    const namespaces = new Set(manifests.map((m) => m.metadata.namespace));
    expect([...namespaces]).toEqual([
      overlay === 'prod' ? 'bestlaptops' : `bestlaptops-${overlay}`,
    ]);
    expect(ofKind('Secret')).toEqual([]);
    // Secrets are referenced by name only; the README says where each comes from.
    const referenced = new Set(
      [...ofKind('Deployment'), ...ofKind('Job')].flatMap((m) =>
        (containerOf(m).env ?? []).flatMap((variable) =>
          variable.valueFrom?.secretKeyRef ? [variable.valueFrom.secretKeyRef.name] : [],
        ),
      ),
    );
    expect(referenced.size).toBeGreaterThan(0);
    for (const secret of referenced) expect(readRepoFile('README.md')).toContain(secret);
  });

  describe.each(apps.map((a) => [a.name, a] as const))('%s', (name, app: Deployable) => {
    const deployment = find('Deployment', name);
    const container = containerOf(deployment);
    const { env, opaque, declared } = environment(container, manifests);
    const podLabels = deployment.spec.template.metadata.labels as Record<string, string>;

    it('runs the app’s image with the variables its config requires', () => {
      expect(imageRepository(container.image)).toBe(imageRepository(app.service.image ?? ''));
      if (app.config) expect(configProblems(app.config, env, opaque)).toEqual([]);
      const hosts = app.config
        ? Object.keys(app.config.schema.shape).filter((n) => n.endsWith('HOST'))
        : ['HOST'];
      for (const host of hosts) expect([host, env[host]]).toEqual([host, '0.0.0.0']);
      // No schema (web): every variable its code reads is declared.
      if (!app.config) {
        expect(variablesReadBy(app).filter((n) => !declared.includes(n))).toEqual([]);
      }
    });

    // What `npm run test:containers` proved on Compose: the image's own entry point (sync's
    // Compose command only chooses the simulators, then execs the same entry), and every setting
    // of the app's config that Compose gives it.
    it('runs as the Compose test ran it: the image’s entry point, the same settings', () => {
      expect([container.command, container.args]).toEqual([undefined, undefined]);
      const composeCommand = app.service.command?.join(' ') ?? '';
      if (composeCommand) expect(composeCommand).toMatch(/exec node "\$\{APP_ENTRY\}"\s*$/);
      // A setting Compose gives a value has that value here too: set, or the app's default.
      // Except what differs by place on purpose: log level (dev: debug), the public and admin
      // origins, and whom the gateway trusts for forwarded headers (the edge's subnet; the
      // ingress).
      const perPlace = ['LOG_LEVEL', 'SITE_URL', 'ADMIN_ORIGIN', 'TRUST_PROXY'];
      const shape = app.config?.schema.shape ?? {};
      const differing = Object.entries(app.service.environment ?? {}).flatMap(([n, value]) => {
        if (!(n in shape) || perPlace.includes(n) || value === null || value === '') return [];
        if (opaque.includes(n)) return [];
        const here = env[n] ?? shape[n].safeParse(undefined).data;
        return String(here) === String(value) ? [] : [`${n}: Compose ${value}, here ${here}`];
      });
      expect(differing).toEqual([]);
    });

    it('probes the port and paths the app serves', () => {
      const port = portOf(app, env);
      expect(container.ports).toEqual([{ name: 'http', containerPort: port }]);
      const readiness = app.config ? '/health/ready' : app.healthPath;
      expect(container.readinessProbe.httpGet).toEqual({ path: readiness, port: 'http' });
      expect(container.livenessProbe.httpGet).toEqual({ path: app.healthPath, port: 'http' });
      expect(container.startupProbe.httpGet).toEqual({ path: app.healthPath, port: 'http' });
    });

    it('has resource requests and limits, and runs unprivileged on a read-only root', () => {
      for (const bound of ['requests', 'limits']) {
        expect(Object.keys(container.resources[bound]).sort()).toEqual(['cpu', 'memory']);
      }
      expect(podSpec(deployment).securityContext.runAsNonRoot).toBe(true);
      expect(container.securityContext).toMatchObject({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
    });

    it('has a Service on its port and a HorizontalPodAutoscaler', () => {
      const service = find('Service', name);
      for (const [label, value] of Object.entries(service.spec.selector)) {
        expect([label, podLabels[label]]).toEqual([label, value]);
      }
      expect(service.spec.ports).toEqual([
        { name: 'http', port: portOf(app, env), targetPort: 'http' },
      ]);
      const hpa = ofKind('HorizontalPodAutoscaler').find(
        (m) => m.spec.scaleTargetRef.kind === 'Deployment' && m.spec.scaleTargetRef.name === name,
      );
      expect(hpa).toBeDefined();
      expect(hpa?.spec.minReplicas).toBeLessThanOrEqual(hpa?.spec.maxReplicas);
      if (overlay === 'prod') expect(hpa?.spec.minReplicas).toBeGreaterThanOrEqual(2);
    });
  });

  it.each(['gateway', 'web'])('keeps %s available through voluntary disruptions', (name) => {
    const budget = find('PodDisruptionBudget', name);
    const labels = find('Deployment', name).spec.template.metadata.labels;
    expect(budget.spec.selector.matchLabels).toEqual(
      expect.objectContaining({ 'app.kubernetes.io/name': labels['app.kubernetes.io/name'] }),
    );
    expect(budget.spec.maxUnavailable).toBe(1);
  });

  it('migrates each service in a Job of the migrations image', () => {
    const deployed = servicesWithMigrations().filter((s) => apps.some((a) => a.name === s.name));
    expect(deployed.length).toBeGreaterThan(0);
    for (const service of deployed) {
      const job = find('Job', `migrate-${service.name}`);
      const container = containerOf(job);
      expect(imageRepository(container.image)).toBe('bli/migrations');
      expect(container.args).toEqual([service.name]);
      expect(podSpec(job).restartPolicy).toBe('Never');
      const { env, opaque } = environment(container, manifests);
      const config = loadMigrateConfig(service);
      // migrate.mjs runs the migrations with the migrator's URL as DATABASE_URL.
      const asMigrator = opaque.includes('MIGRATION_DATABASE_URL')
        ? [...opaque, 'DATABASE_URL']
        : opaque;
      expect(config && configProblems(config, env, asMigrator)).toEqual([]);
    }
  });

  it('makes the event streams in a Job of the migrations image, as Compose’s one-shot does', () => {
    const job = find('Job', 'provision-bus');
    const container = containerOf(job);
    expect(imageRepository(container.image)).toBe('bli/migrations');
    expect(container.command).toEqual(compose.services['provision-bus']?.entrypoint);
    expect(container.args).toBeUndefined();
    expect(podSpec(job).restartPolicy).toBe('Never');
    // Applied and waited for with the migrations, before the catalogue and alerts start.
    expect(job.metadata.labels?.['app.kubernetes.io/component']).toBe('migrations');
    const { env, opaque } = environment(container, manifests);
    expect(opaque).toEqual([]);
    expect(env.NATS_URL).toBe(
      environment(containerOf(find('Deployment', 'catalogue')), manifests).env.NATS_URL,
    );
    expect(['1', '3', '5']).toContain(env.NATS_STREAM_REPLICAS);
  });

  describe('database roles', () => {
    const withSchema = servicesWithMigrations().filter((s) => apps.some((a) => a.name === s.name));
    /** Variable → the Secret it comes from, for a Deployment's or Job's container. */
    const secretsOf = (kind: string, name: string) =>
      Object.fromEntries(
        (containerOf(find(kind, name)).env ?? []).flatMap((variable) =>
          variable.valueFrom?.secretKeyRef
            ? [[variable.name, variable.valueFrom.secretKeyRef.name]]
            : [],
        ),
      );

    it('gives every process with a schema a role of its own, and no other app a database', () => {
      for (const { name } of withSchema) {
        expect([name, secretsOf('Deployment', name).DATABASE_URL]).toEqual([
          name,
          `bli-db-${name}`,
        ]);
      }
      for (const { name } of apps.filter((a) => !withSchema.some((s) => s.name === a.name))) {
        expect([name, secretsOf('Deployment', name).DATABASE_URL]).toEqual([name, undefined]);
      }
    });

    it("provisions each service's role as the admin, then migrates as the migrator", () => {
      for (const { name } of withSchema) {
        expect(secretsOf('Job', `migrate-${name}`)).toEqual({
          DATABASE_ADMIN_URL: 'bli-db-admin',
          MIGRATION_DATABASE_URL: 'bli-db-migrator',
          [`${name.toUpperCase()}_DATABASE_URL`]: `bli-db-${name}`,
        });
      }
    });

    it('hands the admin and the migrator to the migration Jobs only', () => {
      for (const deployment of ofKind('Deployment')) {
        const secrets = Object.values(secretsOf('Deployment', deployment.metadata.name));
        expect([deployment.metadata.name, secrets]).toEqual([
          deployment.metadata.name,
          expect.not.arrayContaining(['bli-db-admin', 'bli-db-migrator']),
        ]);
      }
    });
  });

  it('can apply config and migrations before the apps (the README’s first selector)', () => {
    const first = manifests.filter((m) =>
      ['config', 'migrations'].includes(m.metadata.labels?.['app.kubernetes.io/component'] ?? ''),
    );
    expect([...new Set(first.map((m) => m.kind))].sort()).toEqual(['ConfigMap', 'Job']);
    for (const job of ofKind('Job')) {
      for (const source of containerOf(job).envFrom ?? []) {
        expect(first.map((m) => m.metadata.name)).toContain(source.configMapRef?.name);
      }
    }
    expect(readRepoFile('README.md')).toContain(
      "-l 'app.kubernetes.io/component in (config,migrations)'",
    );
  });

  describe('Ingress', () => {
    const ingresses = ofKind('Ingress');
    const rules = (ingresses[0]?.spec.rules ?? []) as IngressRule[];
    const config =
      ofKind('ConfigMap').find((m) => m.metadata.name.startsWith('bli-config'))?.data ?? {};
    const adminHost = new URL(config.ADMIN_ORIGIN).hostname;
    const publicRule = rules.find((rule) => rule.host !== adminHost);
    const adminRule = rules.find((rule) => rule.host === adminHost);

    it('has one Ingress with two hosts: the shop’s and the operators’ (ADMIN_ORIGIN’s)', () => {
      expect(ingresses).toHaveLength(1);
      expect(rules).toHaveLength(2);
      expect(adminRule).toBeDefined();
      expect(adminHost).not.toBe(new URL(config.SITE_URL).hostname);
      // Development: every other host is the shop's; production names it (SITE_URL's), with TLS.
      if (overlay === 'prod') {
        expect(publicRule?.host).toBe(new URL(config.SITE_URL).hostname);
        expect(ingresses[0].spec.tls).toEqual([
          { hosts: [publicRule?.host, adminHost], secretName: expect.any(String) },
        ]);
        expect(config.ADMIN_ORIGIN).toMatch(/^https:/);
      } else {
        expect(publicRule?.host).toBeUndefined();
      }
      for (const rule of rules) {
        for (const { backend } of rule.http.paths) {
          expect(find('Service', backend.service.name).spec.ports).toContainEqual(
            expect.objectContaining(backend.service.port),
          );
        }
      }
    });

    it('gives the gateway ADMIN_ORIGIN, and the ingress controller’s forwarded headers', () => {
      const { env } = environment(containerOf(find('Deployment', 'gateway')), manifests);
      expect(env.ADMIN_ORIGIN).toBe(config.ADMIN_ORIGIN);
      expect(new URL(env.ADMIN_ORIGIN).origin).toBe(env.ADMIN_ORIGIN);
      // Its default (loopback) would take every shopper for the controller's pod address.
      expect(env.TRUST_PROXY).toBe('uniquelocal');
    });

    it('serves the shop and the public API on the public host, not the operators’', () => {
      const rule = publicRule as IngressRule;
      for (const path of ['/', '/laptops/slug', '/search']) {
        expect([path, ingressBackend(rule, path)]).toEqual([path, 'web']);
      }
      for (const path of PUBLIC_API) {
        expect([path, ingressBackend(rule, path)]).toEqual([path, 'gateway']);
      }
      // web's 404 page answers them: neither the gateway nor admin-web is reached.
      for (const path of OPERATORS_ONLY) {
        expect([path, ingressBackend(rule, path)]).toEqual([path, 'web']);
      }
    });

    it('serves the SPA, the whole API and the previews on the admin host, nothing of the shop', () => {
      const rule = adminRule as IngressRule;
      for (const path of [...PUBLIC_API, ...OPERATORS_ONLY.filter((p) => p.startsWith('/api'))]) {
        expect([path, ingressBackend(rule, path)]).toEqual([path, 'gateway']);
      }
      for (const path of OPERATOR_PAGES) {
        expect([path, ingressBackend(rule, path)]).toEqual([path, 'web']);
      }
      for (const path of ['/', '/admin', '/admin/laptops', '/laptops/slug']) {
        expect([path, ingressBackend(rule, path)]).toEqual([path, 'admin-web']);
      }
    });
  });

  it(
    overlay === 'prod'
      ? 'runs every image pinned by digest, never by tag'
      : 'runs images by tag (development)',
    () => {
      const images = [...ofKind('Deployment'), ...ofKind('Job')].flatMap((m) =>
        podSpec(m).containers.map((c: Container) => c.image),
      );
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        if (overlay === 'prod') expect(image).toMatch(DIGEST);
        else expect(image).not.toContain('@');
      }
    },
  );

  it.each(apps.map((a) => [a.name, a] as const))(
    'limits %s as Compose does',
    (name, app: Deployable) => {
      const { limits } = containerOf(find('Deployment', name)).resources;
      expect(kubernetesLimits(limits)).toEqual(
        composeLimits(app.service.cpus, app.service.mem_limit),
      );
    },
  );

  describe('network policies', () => {
    const policies = ofKind('NetworkPolicy');
    const namespace = manifests[0].metadata.namespace ?? '';
    const ns = (name: string) => ({ 'kubernetes.io/metadata.name': name });
    const pod = (
      namespaceName: string,
      labels: Record<string, string>,
      ports: Record<string, number> = {},
    ): Endpoint => ({ kind: 'pod', namespace: ns(namespaceName), labels, ports });
    const address = (ip: string): Endpoint => ({ kind: 'address', ip });
    const workloads = [...ofKind('Deployment'), ...ofKind('Job')];

    // Our pods, as their templates label them, with the ports they serve.
    const ours = Object.fromEntries(
      workloads.map((m) => [
        m.metadata.name,
        pod(
          namespace,
          m.spec.template.metadata.labels,
          Object.fromEntries(
            (containerOf(m).ports ?? []).map((p) => [p.name, p.containerPort] as const),
          ),
        ),
      ]),
    );
    // Everything else, as network-policies.yaml assumes it runs (its header comment).
    const others: Record<string, Endpoint> = {
      nats: pod(namespace, {
        'app.kubernetes.io/name': 'nats',
        'app.kubernetes.io/instance': 'nats',
        'app.kubernetes.io/component': 'nats',
      }),
      'nats-box': pod(namespace, {
        'app.kubernetes.io/name': 'nats',
        'app.kubernetes.io/component': 'nats-box',
      }),
      postgresql: pod(namespace, {
        'cnpg.io/cluster': 'bli-database',
        'cnpg.io/podRole': 'instance',
      }),
      'acme-solver': pod(namespace, { 'acme.cert-manager.io/http01-solver': 'true' }),
      'cnpg-operator': pod('cnpg-system', { 'app.kubernetes.io/name': 'cloudnative-pg' }),
      'ingress-controller': pod('ingress-nginx', { 'app.kubernetes.io/name': 'ingress-nginx' }),
      'kube-dns': pod('kube-system', { 'k8s-app': 'kube-dns' }),
      'another-namespace': pod('elsewhere', { 'app.kubernetes.io/name': 'gateway' }),
      'amazon (internet)': address('52.95.120.1'),
      'mail provider (internet)': address('198.51.100.25'),
      'internet v6': address('2600:9000:2000::1'),
      'cloud metadata': address('169.254.169.254'),
      'private address': address('10.20.30.40'),
    };
    const endpoints: Record<string, Endpoint> = { ...ours, ...others };
    const PORTS = [
      25, 53, 80, 443, 465, 587, 1025, 1080, 3100, 3101, 3102, 3103, 3104, 3105, 3106, 3109, 4222,
      5432, 6222, 6443, 7422, 8000, 8080, 8089, 8222,
    ];
    /** Public addresses: the internet, as the ipBlocks that allow a way out see it. */
    const internet = ['amazon (internet)', 'mail provider (internet)', 'internet v6'];
    const inNamespace = (endpoint: Endpoint) =>
      endpoint.kind === 'pod' && endpoint.namespace['kubernetes.io/metadata.name'] === namespace;

    /**
     * Every connection the policies let through, with at least one end in the namespace. From an
     * endpoint to itself stands for one replica to another.
     */
    const admitted = () => {
      const found: string[] = [];
      for (const [fromName, from] of Object.entries(endpoints)) {
        for (const [toName, to] of Object.entries(endpoints)) {
          if (!inNamespace(from) && !inNamespace(to)) continue;
          for (const port of PORTS) {
            for (const protocol of ['TCP', 'UDP'] as const) {
              if (allowed(policies, namespace, { from, to, port, protocol })) {
                found.push(`${fromName} → ${toName}:${port}${protocol === 'UDP' ? '/udp' : ''}`);
              }
            }
          }
        }
      }
      return found.sort();
    };

    const natsClients = apps
      .filter((a) => a.config && 'NATS_URL' in a.config.schema.shape)
      .map((a) => a.name);
    const databaseClients = workloads
      .filter((m) => (containerOf(m).env ?? []).some((v) => /DATABASE_(ADMIN_)?URL$/.test(v.name)))
      .map((m) => m.metadata.name);

    it('refuses all traffic of every pod, both ways, unless a policy allows it', () => {
      const denyAll = policies.filter(
        (p) =>
          Object.keys(p.spec.podSelector).length === 0 &&
          [...(p.spec.policyTypes ?? [])].sort().join() === 'Egress,Ingress' &&
          !p.spec.ingress &&
          !p.spec.egress,
      );
      expect(denyAll).toHaveLength(1);
    });

    it('names only pods this overlay runs (or the documented NATS, PostgreSQL and solver ones)', () => {
      const names = new Set([
        ...workloads.map((m) => m.metadata.name),
        'nats',
        'ingress-nginx',
        'cloudnative-pg',
      ]);
      const named = JSON.stringify(policies.map((p) => p.spec)).matchAll(
        /"key":"app\.kubernetes\.io\/name","operator":"In","values":\[([^\]]*)\]|"app\.kubernetes\.io\/name":"([^"]+)"/g,
      );
      for (const [, list, single] of named) {
        for (const name of list ? (JSON.parse(`[${list}]`) as string[]) : [single]) {
          expect([name, names.has(name)]).toEqual([name, true]);
        }
      }
      expect(natsClients).toContain('gateway');
      expect(databaseClients).toEqual(expect.arrayContaining(['gateway', 'migrate-gateway']));
    });

    it('lets through exactly the connections the site needs', () => {
      const everyPod = Object.entries(endpoints)
        .filter(([, endpoint]) => inNamespace(endpoint))
        .map(([name]) => name);
      const expected = [
        // The front doors, from the ingress controller only; web's loaders call the gateway.
        'ingress-controller → web:3102',
        'ingress-controller → admin-web:8080',
        'ingress-controller → gateway:3100',
        'ingress-controller → acme-solver:8089',
        'web → gateway:3100',
        // The bus and the database: their client ports, from their clients only (the bus's
        // event streams are made by a Job before the services start).
        ...natsClients.map((name) => `${name} → nats:4222`),
        'provision-bus → nats:4222',
        ...databaseClients.map((name) => `${name} → postgresql:5432`),
        // sync's retailers: HTTPS to public addresses, nowhere private.
        ...internet.map((to) => `sync → ${to}:443`),
        // alerts' messages: push services (HTTPS) and the mail provider (SMTPS, submission),
        // public addresses only; nothing reaches alerts (it serves NATS, which it dials).
        ...internet.flatMap((to) => [443, 465, 587].map((port) => `alerts → ${to}:${port}`)),
        // Names, for every pod.
        ...everyPod.flatMap((name) => [`${name} → kube-dns:53`, `${name} → kube-dns:53/udp`]),
        // NATS's cluster routes; CloudNativePG's instances, operator and API server.
        'nats → nats:6222',
        'postgresql → postgresql:5432',
        'postgresql → postgresql:8000',
        'cnpg-operator → postgresql:5432',
        'cnpg-operator → postgresql:8000',
        ...[
          ...internet.filter((to) => !to.includes('v6')),
          'cloud metadata',
          'private address',
        ].flatMap((to) => [`postgresql → ${to}:443`, `postgresql → ${to}:6443`]),
      ].sort();
      expect(admitted()).toEqual(expected);
    });

    it('lets no pod reach NATS’s monitoring port', () => {
      for (const [name, from] of Object.entries(endpoints)) {
        expect([name, allowed(policies, namespace, { from, to: others.nats, port: 8222 })]).toEqual(
          [name, false],
        );
      }
    });

    it('would notice a policy that opens more (the check is not vacuous)', () => {
      const open = structuredClone(policies);
      open.push({
        apiVersion: 'networking.k8s.io/v1',
        kind: 'NetworkPolicy',
        metadata: { name: 'too-open' },
        spec: { podSelector: {}, policyTypes: ['Ingress'], ingress: [{}] },
      });
      expect(allowed(open, namespace, { from: ours.catalogue, to: others.nats, port: 8222 })).toBe(
        false,
      ); // egress of catalogue still only to :4222
      expect(
        allowed(open, namespace, {
          from: others['ingress-controller'],
          to: ours.catalogue,
          port: 3101,
        }),
      ).toBe(true);
    });
  });
});

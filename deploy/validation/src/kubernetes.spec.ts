import { configProblems } from './app-config';
import { loadCompose } from './compose';
import {
  appDeployables,
  portOf,
  servicesWithMigrations,
  variablesReadBy,
  type Deployable,
} from './deployables';
import { renderOverlay, validateManifest, type Manifest } from './kustomize';
import { readRepoFile } from './repo';

const { compose } = loadCompose({ POSTGRES_PASSWORD: 'a-password' });
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
const imageRepository = (image: string) => image.replace(/:[^/]+$/, '');

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
      const config = apps.find((a) => a.name === service.name)?.config;
      expect(config && configProblems(config, env, opaque)).toEqual([]);
    }
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

  it('routes /api to the gateway and / to web through one Ingress', () => {
    const [ingress] = ofKind('Ingress');
    expect(ofKind('Ingress')).toHaveLength(1);
    const paths = ingress.spec.rules.flatMap(
      (rule: { http: { paths: unknown[] } }) => rule.http.paths,
    ) as { path: string; pathType: string; backend: { service: { name: string; port: object } } }[];
    expect(paths.map((p) => [p.path, p.pathType, p.backend.service.name])).toEqual([
      ['/api', 'Prefix', 'gateway'],
      ...(ofKind('Deployment').some((m) => m.metadata.name === 'admin-web')
        ? [['/admin', 'Prefix', 'admin-web']]
        : []),
      ['/', 'Prefix', 'web'],
    ]);
    for (const { backend } of paths) {
      expect(find('Service', backend.service.name).spec.ports).toContainEqual(
        expect.objectContaining(backend.service.port),
      );
    }
  });
});

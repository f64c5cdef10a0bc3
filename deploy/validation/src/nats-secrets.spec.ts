// The bus's secrets as Compose and Kubernetes hand them out: each process that uses NATS gets its
// own seed and the CA at the paths its variables name, the web none; the NATS server runs the
// generated configuration with TLS. The files come from the generator itself, run into a folder
// of the test's own (npm run secrets:generate writes the same into deploy/secrets/). Also the
// alerts service's Kubernetes Secret, which the same generator writes.
import { BUS_PROCESSES, type BusProcess } from '@bli/contracts';
import {
  DEPLOY_ALERTS,
  DEPLOY_NATS,
  DEPLOY_SECRET_FILES,
  writeDeploySecrets,
} from '@bli/dev-infra';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments, parse } from 'yaml';
import { environmentOf, loadCompose, MINIMAL_DOTENV } from './compose';
import { appDeployables } from './deployables';
import { renderOverlay, type Manifest } from './kustomize';

const { compose } = loadCompose(MINIMAL_DOTENV);
const apps = appDeployables(compose);
const natsClients = apps.filter((app) => app.config && 'NATS_URL' in app.config.schema.shape);
const others = apps.filter((app) => !natsClients.includes(app));
/**
 * The one-shot steps that connect to NATS, each as the bus user it is named after here: the
 * step that makes the event streams (a Compose one-shot and a Kubernetes Job of one name).
 */
const ONE_SHOT_USERS: Record<string, BusProcess> = { 'provision-bus': 'bus-admin' };
const generated = mkdtempSync(join(tmpdir(), 'bli-deploy-secrets-'));
writeDeploySecrets(generated);

afterAll(() => rmSync(generated, { recursive: true, force: true }));

describe('the generated secrets', () => {
  it('are one seed per process of the bus, the CA, and the server certificate for its name', () => {
    expect(
      [...natsClients.map((app) => app.name), ...Object.values(ONE_SHOT_USERS)].sort(),
    ).toEqual([...BUS_PROCESSES].sort());
    for (const process of BUS_PROCESSES) {
      expect(readFileSync(join(generated, DEPLOY_SECRET_FILES.seed(process)), 'utf8')).toMatch(
        /^SU[A-Z2-7]{56}\n$/,
      );
    }
    const names = execFileSync(
      'openssl',
      [
        'x509',
        '-noout',
        '-ext',
        'subjectAltName',
        '-in',
        join(generated, DEPLOY_SECRET_FILES.serverCert),
      ],
      { encoding: 'utf8' },
    );
    expect(names).toContain(`DNS:${DEPLOY_NATS.host}`);
    expect(
      execFileSync(
        'openssl',
        [
          'verify',
          '-CAfile',
          join(generated, DEPLOY_SECRET_FILES.caCert),
          join(generated, DEPLOY_SECRET_FILES.serverCert),
        ],
        { encoding: 'utf8' },
      ),
    ).toContain(': OK');
  });

  it('keep the alerts service’s keys when made again (a new key would void every mailed link)', () => {
    const file = join(generated, DEPLOY_SECRET_FILES.alertsKubernetes);
    const before = readFileSync(file, 'utf8');
    writeDeploySecrets(generated);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(generated, DEPLOY_SECRET_FILES.alerts)).mode & 0o777).toBe(0o600);
  });

  it("are a configuration nats-server accepts: the bus's users, TLS, monitoring on loopback", () => {
    const text = readFileSync(join(generated, DEPLOY_SECRET_FILES.natsConfig), 'utf8');
    const config = JSON.parse(text.replace(/^#.*$/gm, '')) as Record<string, unknown>;
    expect(config).toMatchObject({
      listen: '0.0.0.0:4222',
      http: DEPLOY_NATS.server.monitor,
      jetstream: { store_dir: DEPLOY_NATS.server.storeDir },
      tls: { cert_file: DEPLOY_NATS.server.cert, key_file: DEPLOY_NATS.server.key },
    });
    expect(DEPLOY_NATS.server.monitor).toMatch(/^127\.0\.0\.1:/);
    expect((config.authorization as { users: unknown[] }).users).toHaveLength(BUS_PROCESSES.length);
    expect(text).not.toContain('no_auth_user');
    // The server itself checks it, with the container's paths pointed at the generated files.
    const local = join(generated, 'nats-local.conf');
    writeFileSync(
      local,
      text
        .replace(DEPLOY_NATS.server.cert, join(generated, DEPLOY_SECRET_FILES.serverCert))
        .replace(DEPLOY_NATS.server.key, join(generated, DEPLOY_SECRET_FILES.serverKey))
        .replace(`"${DEPLOY_NATS.server.storeDir}"`, JSON.stringify(join(generated, 'js'))),
    );
    const check = spawnSync('nats-server', ['-t', '-c', local], { encoding: 'utf8' });
    expect([check.status, check.stderr]).toEqual([0, expect.stringContaining('is valid')]);
  });
});

describe('docker-compose.yml', () => {
  const secrets = (compose as { secrets?: Record<string, { file: string }> }).secrets ?? {};
  const mounted = (name: string) =>
    (compose.services[name] as { secrets?: { source: string; target: string }[] }).secrets ?? [];

  it('reads every secret file from the generator’s folder', () => {
    for (const [name, { file }] of Object.entries(secrets)) {
      const relative = file.replace(/^\.\/deploy\/secrets\//, '');
      expect([name, existsSync(join(generated, relative))]).toEqual([name, true]);
    }
  });

  it.each(natsClients.map((app) => [app.name] as const))(
    'gives %s its own seed and the CA where its variables say, and TLS',
    (name) => {
      const env = environmentOf(compose.services[name]);
      expect(env.NATS_NKEY_SEED_FILE).toBe(DEPLOY_NATS.client.seed);
      expect(env.NATS_TLS_CA_FILE).toBe(DEPLOY_NATS.client.ca);
      expect(mounted(name)).toEqual([
        { source: `nats-seed-${name}`, target: DEPLOY_NATS.client.seed },
        { source: 'nats-ca', target: DEPLOY_NATS.client.ca },
      ]);
      expect(secrets[`nats-seed-${name}`].file).toBe(
        `./deploy/secrets/${DEPLOY_SECRET_FILES.seed(name as BusProcess)}`,
      );
      expect(secrets['nats-ca'].file).toBe(`./deploy/secrets/${DEPLOY_SECRET_FILES.caCert}`);
    },
  );

  it.each(Object.entries(ONE_SHOT_USERS))(
    'gives the one-shot %s the seed of %s and the CA, and TLS',
    (name, user) => {
      const env = environmentOf(compose.services[name]);
      expect(env.NATS_NKEY_SEED_FILE).toBe(DEPLOY_NATS.client.seed);
      expect(env.NATS_TLS_CA_FILE).toBe(DEPLOY_NATS.client.ca);
      expect(mounted(name)).toEqual([
        { source: `nats-seed-${user}`, target: DEPLOY_NATS.client.seed },
        { source: 'nats-ca', target: DEPLOY_NATS.client.ca },
      ]);
      expect(secrets[`nats-seed-${user}`].file).toBe(
        `./deploy/secrets/${DEPLOY_SECRET_FILES.seed(user)}`,
      );
    },
  );

  it('gives the web, the admin SPA and the other one-shots no seed', () => {
    const holders = Object.entries(compose.services)
      .filter(([name]) => mounted(name).some((s) => s.source.startsWith('nats-seed-')))
      .map(([name]) => name)
      .sort();
    expect(holders).toEqual(
      [...natsClients.map((app) => app.name), ...Object.keys(ONE_SHOT_USERS)].sort(),
    );
    for (const app of others) expect([app.name, mounted(app.name)]).toEqual([app.name, []]);
  });

  it('runs NATS with the generated configuration and certificate', () => {
    const { nats } = compose.services;
    expect(nats.command).toEqual(['--config', DEPLOY_NATS.server.config]);
    expect(mounted('nats')).toEqual([
      { source: 'nats-config', target: DEPLOY_NATS.server.config },
      { source: 'nats-server-cert', target: DEPLOY_NATS.server.cert },
      { source: 'nats-server-key', target: DEPLOY_NATS.server.key },
    ]);
    expect(secrets['nats-config'].file).toBe(`./deploy/secrets/${DEPLOY_SECRET_FILES.natsConfig}`);
    expect(nats.volumes).toEqual([`nats-data:${DEPLOY_NATS.server.storeDir}`]);
    expect(nats.healthcheck?.test.join(' ')).toContain(`http://${DEPLOY_NATS.server.monitor}/`);
  });
});

describe.each(['dev', 'prod'])('Kubernetes overlay %s', (overlay) => {
  const manifests: Manifest[] = renderOverlay(overlay);
  const deployment = (name: string) =>
    manifests.find((m) => m.kind === 'Deployment' && m.metadata.name === name);
  const generatedSecrets = parseAllDocuments(
    readFileSync(join(generated, DEPLOY_SECRET_FILES.kubernetes), 'utf8'),
  )
    .map(
      (document) =>
        document.toJS() as Manifest & { type?: string; stringData: Record<string, string> },
    )
    .filter(Boolean);

  it.each(natsClients.map((app) => [app.name] as const))(
    'mounts the Secret with %s’s seed and the CA where its variables say',
    (name) => {
      const spec = deployment(name)?.spec.template.spec;
      const container = spec.containers[0];
      const env = Object.fromEntries(
        (container.env ?? []).map((e: { name: string; value?: string }) => [e.name, e.value]),
      );
      expect(env.NATS_NKEY_SEED_FILE).toBe(DEPLOY_NATS.client.seed);
      expect(env.NATS_TLS_CA_FILE).toBe(DEPLOY_NATS.client.ca);
      const volume = spec.volumes.find(
        (v: { secret?: { secretName: string } }) =>
          v.secret?.secretName === DEPLOY_NATS.processSecret(name as BusProcess),
      );
      expect(volume).toBeDefined();
      expect(container.volumeMounts).toContainEqual({
        name: volume.name,
        mountPath: DEPLOY_NATS.client.dir,
        readOnly: true,
      });
      const secret = generatedSecrets.find(
        (s) => s.metadata.name === DEPLOY_NATS.processSecret(name as BusProcess),
      );
      expect(Object.keys(secret?.stringData ?? {}).sort()).toEqual(['ca.crt', 'seed']);
    },
  );

  it.each(Object.entries(ONE_SHOT_USERS))(
    'mounts the Secret of %s’s user %s in its Job where its variables say',
    (name, user) => {
      const job = manifests.find((m) => m.kind === 'Job' && m.metadata.name === name);
      const spec = job?.spec.template.spec;
      const container = spec.containers[0];
      const env = Object.fromEntries(
        (container.env ?? []).map((e: { name: string; value?: string }) => [e.name, e.value]),
      );
      expect(env.NATS_NKEY_SEED_FILE).toBe(DEPLOY_NATS.client.seed);
      expect(env.NATS_TLS_CA_FILE).toBe(DEPLOY_NATS.client.ca);
      const volume = spec.volumes.find(
        (v: { secret?: { secretName: string } }) =>
          v.secret?.secretName === DEPLOY_NATS.processSecret(user),
      );
      expect(volume).toBeDefined();
      expect(container.volumeMounts).toContainEqual({
        name: volume.name,
        mountPath: DEPLOY_NATS.client.dir,
        readOnly: true,
      });
      // Every other Job (the migrations) holds no NATS secret.
      const holders = manifests
        .filter((m) => m.kind === 'Job')
        .filter((m) =>
          (m.spec.template.spec.volumes ?? []).some((v: { secret?: { secretName: string } }) =>
            v.secret?.secretName.startsWith('bli-nats'),
          ),
        )
        .map((m) => m.metadata.name);
      expect(holders).toEqual(Object.keys(ONE_SHOT_USERS));
    },
  );

  it('gives the alerts Deployment the generated bli-alerts Secret’s keys for its variables', () => {
    const generatedAlerts = parseAllDocuments(
      readFileSync(join(generated, DEPLOY_SECRET_FILES.alertsKubernetes), 'utf8'),
    )
      .map((document) => document.toJS() as Manifest & { stringData: Record<string, string> })
      .filter(Boolean);
    expect(generatedAlerts.map((s) => [s.kind, s.metadata.name])).toEqual([
      ['Secret', DEPLOY_ALERTS.secret],
    ]);
    const data = generatedAlerts[0].stringData;
    expect(Object.keys(data).sort()).toEqual(Object.values(DEPLOY_ALERTS.keys).sort());
    expect(data['token-secret'].length).toBeGreaterThanOrEqual(32);
    // A P-256 public key (65 bytes) and private key (32 bytes), base64url: what web-push makes.
    expect(Buffer.from(data['vapid-public-key'], 'base64url')).toHaveLength(65);
    expect(Buffer.from(data['vapid-private-key'], 'base64url')).toHaveLength(32);
    const container = deployment('alerts')?.spec.template.spec.containers[0];
    const fromSecret = Object.fromEntries(
      (container.env ?? []).flatMap(
        (e: { name: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }) =>
          e.valueFrom?.secretKeyRef?.name === DEPLOY_ALERTS.secret
            ? [[e.name, e.valueFrom.secretKeyRef.key]]
            : [],
      ),
    );
    expect(fromSecret).toEqual(DEPLOY_ALERTS.keys);
    const smtp = (container.env ?? []).find((e: { name: string }) => e.name === 'SMTP_URL');
    expect(smtp?.valueFrom?.secretKeyRef).toEqual({
      name: DEPLOY_ALERTS.smtpSecret,
      key: DEPLOY_ALERTS.smtpKey,
    });
  });

  it('gives no other Deployment a NATS secret', () => {
    for (const app of others) {
      const spec = deployment(app.name)?.spec.template.spec;
      const natsVolumes = (spec?.volumes ?? []).filter((v: { secret?: { secretName: string } }) =>
        v.secret?.secretName.startsWith('bli-nats'),
      );
      expect([app.name, natsVolumes]).toEqual([app.name, []]);
    }
  });

  it('has the NATS Helm chart serve TLS from the generated Secret, with the bus’s users', () => {
    const values = parse(readFileSync(join(generated, DEPLOY_SECRET_FILES.helmValues), 'utf8'));
    expect(values.config.nats.tls).toEqual({
      enabled: true,
      secretName: DEPLOY_NATS.serverTlsSecret,
    });
    expect(values.config.jetstream.enabled).toBe(true);
    expect(values.config.merge.authorization.users).toHaveLength(BUS_PROCESSES.length);
    const tls = generatedSecrets.find((s) => s.metadata.name === DEPLOY_NATS.serverTlsSecret);
    expect(tls?.type).toBe('kubernetes.io/tls');
    expect(Object.keys(tls?.stringData ?? {}).sort()).toEqual(['ca.crt', 'tls.crt', 'tls.key']);
    const config = manifests.find((m) => m.kind === 'ConfigMap');
    expect(new URL(config?.data?.NATS_URL ?? '').hostname).toBe(DEPLOY_NATS.host);
  });
});

import { BUS_PROCESSES, type BusProcess } from '@bli/contracts';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { ensureAlertsSecrets, type AlertsSecrets } from './alerts-secrets';
import { ensureNatsCredentials } from './nats-credentials';
import { busUsers, natsAuthorization, natsServerConfig } from './nats-server-config';
import { ensureTlsFiles } from './tls-files';

/**
 * Where Compose and Kubernetes put the bus's secrets, and what they are called: the NATS
 * server's configuration and certificate, and each process's seed beside the CA.
 */
export const DEPLOY_NATS = {
  /** The server's files inside its container, as nats.conf names them. */
  server: {
    config: '/etc/nats/nats.conf',
    cert: '/etc/nats/tls/server.crt',
    key: '/etc/nats/tls/server.key',
    storeDir: '/data',
    /** Monitoring (/healthz for the probes) on the container's loopback only. */
    monitor: '127.0.0.1:8222',
  },
  /** What clients dial (NATS_URL): the certificate is made out to this name. */
  host: 'nats',
  /** A process's files inside its container: NATS_NKEY_SEED_FILE and NATS_TLS_CA_FILE. */
  client: {
    dir: '/run/secrets/bli-nats',
    seed: '/run/secrets/bli-nats/seed',
    ca: '/run/secrets/bli-nats/ca.crt',
  },
  /**
   * Kubernetes: the NATS Helm chart's server certificate (a `kubernetes.io/tls` Secret), and one
   * Secret per process (`seed`, `ca.crt`) mounted at `client.dir`.
   */
  serverTlsSecret: 'bli-nats-tls',
  processSecret: (process: BusProcess) => `bli-nats-${process}`,
} as const;

/**
 * The alerts service's own secrets in Kubernetes: one Secret, its keys and the variables they
 * fill (the SMTP provider's URL is the operator's to give: Secret `bli-smtp`, key `url`).
 */
export const DEPLOY_ALERTS = {
  secret: 'bli-alerts',
  keys: {
    ALERTS_TOKEN_SECRET: 'token-secret',
    VAPID_PUBLIC_KEY: 'vapid-public-key',
    VAPID_PRIVATE_KEY: 'vapid-private-key',
  },
  smtpSecret: 'bli-smtp',
  smtpKey: 'url',
} as const;

/** The files written under the secrets folder, relative to it. */
export const DEPLOY_SECRET_FILES = {
  natsConfig: 'nats/nats.conf',
  caCert: 'nats/ca.crt',
  serverCert: 'nats/server.crt',
  serverKey: 'nats/server.key',
  seed: (process: BusProcess) => `nats/${process}.nk`,
  kubernetes: 'k8s/nats-secrets.yaml',
  helmValues: 'k8s/nats-values.yaml',
  /** The alerts service's link-signing key and VAPID pair, made once (the Secret's source). */
  alerts: 'alerts/alerts-secrets.json',
  alertsKubernetes: 'k8s/alerts-secrets.yaml',
} as const;

/**
 * `npm run secrets:generate`: the bus's secrets for Compose (files under `dir`) and Kubernetes
 * (`k8s/nats-secrets.yaml`, Secrets to `kubectl apply`, and `k8s/nats-values.yaml`, the NATS Helm
 * chart's values: TLS from the Secret, the users and their permissions), and the alerts
 * service's Secret for Kubernetes (`k8s/alerts-secrets.yaml`; Compose reads its own from .env).
 * Seeds, CA, certificate and the alerts secrets are made once and kept; the rest is written anew
 * each time. NATS files are readable by every user (a container's user reads them through a bind
 * mount); the folders, the alerts secrets and the Kubernetes Secrets are the owner's only.
 */
export function writeDeploySecrets(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const natsDir = join(dir, 'nats');
  const credentials = ensureNatsCredentials(natsDir, { fileMode: 0o644 });
  ensureTlsFiles(natsDir, {
    hosts: [DEPLOY_NATS.host, 'localhost'],
    ips: ['127.0.0.1'],
    fileMode: 0o644,
  });
  const users = busUsers(credentials);
  const config = natsServerConfig({
    listen: '0.0.0.0:4222',
    storeDir: DEPLOY_NATS.server.storeDir,
    users,
    tls: { certFile: DEPLOY_NATS.server.cert, keyFile: DEPLOY_NATS.server.key },
    monitor: DEPLOY_NATS.server.monitor,
  });
  writeFileSync(join(dir, DEPLOY_SECRET_FILES.natsConfig), config, { mode: 0o644 });

  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  const secret = (
    name: string,
    component: string,
    type: string,
    stringData: Record<string, string>,
  ) => ({
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: {
      name,
      labels: {
        'app.kubernetes.io/part-of': 'best-laptops-india',
        'app.kubernetes.io/component': component,
      },
    },
    type,
    stringData,
  });
  const secrets = [
    secret(DEPLOY_NATS.serverTlsSecret, 'nats', 'kubernetes.io/tls', {
      'tls.crt': read(DEPLOY_SECRET_FILES.serverCert),
      'tls.key': read(DEPLOY_SECRET_FILES.serverKey),
      'ca.crt': read(DEPLOY_SECRET_FILES.caCert),
    }),
    ...BUS_PROCESSES.map((process) =>
      secret(DEPLOY_NATS.processSecret(process), process, 'Opaque', {
        seed: read(DEPLOY_SECRET_FILES.seed(process)),
        'ca.crt': read(DEPLOY_SECRET_FILES.caCert),
      }),
    ),
  ];
  mkdirSync(join(dir, 'k8s'), { recursive: true, mode: 0o700 });
  writeFileSync(
    join(dir, DEPLOY_SECRET_FILES.kubernetes),
    [
      '# Generated by `npm run secrets:generate`: kubectl apply -n <namespace> -f this file.',
      ...secrets.map((s) => `---\n${stringify(s)}`),
    ].join('\n'),
    { mode: 0o600 },
  );
  const alerts = ensureAlertsSecrets(join(dir, DEPLOY_SECRET_FILES.alerts));
  writeFileSync(
    join(dir, DEPLOY_SECRET_FILES.alertsKubernetes),
    [
      '# Generated by `npm run secrets:generate`: kubectl apply -n <namespace> -f this file.',
      `---\n${stringify(
        secret(
          DEPLOY_ALERTS.secret,
          'alerts',
          'Opaque',
          Object.fromEntries(
            Object.entries(DEPLOY_ALERTS.keys).map(([variable, key]) => [
              key,
              alerts[variable as keyof AlertsSecrets],
            ]),
          ),
        ),
      )}`,
    ].join('\n'),
    { mode: 0o600 },
  );
  // The chart's own nats.conf, with our users merged in (public keys only: no secret).
  const values = {
    config: {
      jetstream: { enabled: true },
      nats: { tls: { enabled: true, secretName: DEPLOY_NATS.serverTlsSecret } },
      merge: { authorization: natsAuthorization(users) },
    },
  };
  writeFileSync(
    join(dir, DEPLOY_SECRET_FILES.helmValues),
    `# Generated by \`npm run secrets:generate\`: helm upgrade --install nats nats/nats -f this file.\n${stringify(values)}`,
    { mode: 0o644 },
  );
}

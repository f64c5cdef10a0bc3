import { BUS_PROCESSES, busPermissions, type BusPermissions } from '@bli/contracts';
import type { NatsCredentials } from './nats-credentials';

/** One NATS user: a name for the reader of the file, its nkey public key and what it may do. */
export interface NatsUser {
  name: string;
  nkey: string;
  permissions: BusPermissions;
}

/** The bus's users: one per process, with the permissions of the bus access table. */
export function busUsers(credentials: NatsCredentials): NatsUser[] {
  const keys = credentials.publicKeys();
  return BUS_PROCESSES.map((process) => ({
    name: process,
    nkey: keys[process],
    permissions: busPermissions(process),
  }));
}

export interface NatsServerConfigOptions {
  /** `host:port` for clients. */
  listen: string;
  /** JetStream's folder. */
  storeDir: string;
  users: NatsUser[];
  /** Clients must use TLS; they verify this certificate against the CA they are given. */
  tls?: { certFile: string; keyFile: string };
  /** `host:port` of the monitoring endpoint (/healthz); unset: none. Keep it on loopback. */
  monitor?: string;
}

/** The server's `authorization` block: only these users, each with its permissions. */
export function natsAuthorization(users: NatsUser[]) {
  return {
    users: users.map(({ nkey, permissions }) => ({
      nkey,
      permissions: {
        publish: { allow: permissions.publish },
        subscribe: { allow: permissions.subscribe },
        ...(permissions.allowResponses ? { allow_responses: true } : {}),
      },
    })),
  };
}

/**
 * nats-server's configuration: only the given users, each known by its nkey, with its subject
 * permissions; no anonymous access (no `no_auth_user`), JetStream on. Written as JSON, which the
 * server's format accepts, so every value is quoted (`$JS.…` is a subject, not a variable).
 */
export function natsServerConfig(options: NatsServerConfigOptions): string {
  const config = {
    listen: options.listen,
    ...(options.monitor ? { http: options.monitor } : {}),
    jetstream: { store_dir: options.storeDir },
    ...(options.tls
      ? { tls: { cert_file: options.tls.certFile, key_file: options.tls.keyFile, timeout: 2 } }
      : {}),
    authorization: natsAuthorization(options.users),
  };
  return [
    '# Generated from the bus access table (libs/contracts/src/bus/bus-access.ts): edit the table,',
    '# not this file. Its users, in order:',
    ...options.users.map(({ name, nkey }) => `#   ${name}: ${nkey}`),
    JSON.stringify(config, null, 2),
    '',
  ].join('\n');
}

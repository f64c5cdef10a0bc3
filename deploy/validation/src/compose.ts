import { parse } from 'yaml';
import { interpolateDeep, type Variables } from './interpolate';
import { readRepoFile } from './repo';

export interface ComposeService {
  image?: string;
  build?: {
    context: string;
    dockerfile?: string;
    target?: string;
    args?: Record<string, string | number>;
  };
  command?: string[];
  entrypoint?: string[];
  /** A null value passes the variable from `.env` or the shell when set there, else leaves it out. */
  environment?: Record<string, string | number | boolean | null>;
  healthcheck?: { test: string[] };
  /** Compose v1 also reads the file: a condition only (no v2 `required`/`restart`). */
  depends_on?: Record<string, { condition: string; [v2Only: string]: unknown }>;
  profiles?: string[];
  restart?: string;
  cap_drop?: string[];
  security_opt?: string[];
  read_only?: boolean;
  ports?: string[];
  volumes?: string[];
  /** The networks it joins: it reaches only containers sharing one of them. */
  networks?: string[];
  cpus?: number | string;
  /** Bytes with a unit: `512m`, `1g`. */
  mem_limit?: string;
}

export interface ComposeFile {
  /** Compose v2 only (v1 refuses it): must stay unset, COMPOSE_PROJECT_NAME names the project. */
  name?: string;
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  /** `internal: true`: no way out of the host. A network declared bare is null. */
  networks?: Record<
    string,
    { internal?: boolean; ipam?: { config?: { subnet?: string }[] } } | null
  >;
}

/** The admin's and each database role's password. */
export const DATABASE_PASSWORDS = [
  'POSTGRES_PASSWORD',
  'MIGRATOR_DATABASE_PASSWORD',
  'CATALOGUE_DATABASE_PASSWORD',
  'CONTENT_DATABASE_PASSWORD',
  'AFFILIATE_DATABASE_PASSWORD',
  'SYNC_DATABASE_PASSWORD',
  'GATEWAY_DATABASE_PASSWORD',
  'ALERTS_DATABASE_PASSWORD',
] as const;

/**
 * The variables Compose refuses to start without (`npm run secrets:generate` writes them): those
 * passwords and the key that signs the alerts service's links.
 */
export const REQUIRED_SECRETS = [...DATABASE_PASSWORDS, 'ALERTS_TOKEN_SECRET'] as const;

/** What the smallest working `.env` holds: those secrets (the signing key: 32+ characters). */
export const MINIMAL_DOTENV: Variables = {
  ...Object.fromEntries(
    DATABASE_PASSWORDS.map((name) => [name, `${name.toLowerCase().replaceAll('_', '')}`]),
  ),
  ALERTS_TOKEN_SECRET: 'alerts-token-secret-of-the-compose-checks',
};

/**
 * docker-compose.yml as Compose reads it: YAML with merge keys (`<<`), then variables
 * interpolated from `variables` (what `.env` would hold). Also returns every variable named.
 */
export function loadCompose(variables: Variables): {
  compose: ComposeFile;
  variables: Set<string>;
} {
  const raw = parse(readRepoFile('docker-compose.yml'), {
    merge: true,
    uniqueKeys: true,
    prettyErrors: true,
  }) as ComposeFile;
  const seen = new Set<string>();
  const compose = interpolateDeep(raw, variables, seen);
  for (const service of Object.values(compose.services)) {
    for (const [name, value] of Object.entries(service.environment ?? {})) {
      if (value === null) seen.add(name);
    }
  }
  return { compose, variables: seen };
}

/**
 * A service's environment as the strings its process sees, with `variables` as what `.env`
 * holds: a variable passed through without a value (null) is there only when set.
 */
export function environmentOf(
  service: ComposeService,
  variables: Variables = {},
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).flatMap(([name, value]) => {
      if (value !== null) return [[name, String(value)]];
      const passed = variables[name];
      return passed === undefined ? [] : [[name, passed]];
    }),
  );
}

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
  /** `required: false`: waited for only when its profile runs. */
  depends_on?: Record<string, { condition: string; required?: boolean; restart?: boolean }>;
  profiles?: string[];
  restart?: string;
  cap_drop?: string[];
  security_opt?: string[];
  read_only?: boolean;
  ports?: string[];
  volumes?: string[];
}

export interface ComposeFile {
  name: string;
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

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

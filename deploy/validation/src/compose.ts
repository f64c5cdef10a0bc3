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
  environment?: Record<string, string | number | boolean>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
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
  return { compose, variables: seen };
}

/** A service's environment as the strings its process sees. */
export function environmentOf(service: ComposeService): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [name, String(value)]),
  );
}

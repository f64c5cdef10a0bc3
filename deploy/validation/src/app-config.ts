import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { fromRoot, readRepoFile, type NxProject } from './repo';

type EnvSchema = z.ZodObject<Record<string, z.ZodType>>;

/** What an app's own config schema says about its environment. */
export interface AppConfig {
  schema: EnvSchema;
  /** Variables without a default: the app refuses to start without them. */
  required: string[];
  defaults: Record<string, unknown>;
}

function isEnvSchema(value: unknown): value is EnvSchema {
  return (
    typeof value === 'object' &&
    value !== null &&
    'shape' in value &&
    typeof (value as { safeParse?: unknown }).safeParse === 'function'
  );
}

/**
 * The zod schema an app validates its environment with at boot, loaded from its build by path
 * (`<root>/dist/<name>.config.js`, the export ending in `EnvSchema`), so the checks read the
 * app's own rules rather than a copy. Null for an app without one (web reads a few variables).
 */
export function loadAppConfig(project: NxProject): AppConfig | null {
  const dist = fromRoot(project.root, 'dist');
  if (!existsSync(dist)) throw new Error(`${project.name} is not built (${dist})`);
  const modules = readdirSync(dist).filter((file) => file.endsWith('.config.js'));
  const schemas = modules.flatMap((file) =>
    Object.entries(require(join(dist, file)) as Record<string, unknown>)
      .filter(([name, value]) => name.endsWith('EnvSchema') && isEnvSchema(value))
      .map(([, value]) => value as EnvSchema),
  );
  if (schemas.length > 1) throw new Error(`${project.name} exports several env schemas`);
  const schema = schemas[0];
  return schema ? configOf(schema) : null;
}

/**
 * What an app's migrate step (`src/cli/migrate.ts`) validates: server-kit's database settings
 * alone when that is what it loads (alerts' needs no mail or token settings), else the app's
 * whole config.
 */
export function loadMigrateConfig(project: NxProject): AppConfig | null {
  const source = readRepoFile(join(project.root, 'src', 'cli', 'migrate.ts'));
  if (!/loadConfig\(databaseEnvSchema\)/.test(source)) return loadAppConfig(project);
  const dist = fromRoot('libs', 'server-kit', 'dist', 'config', 'common-env.schema.js');
  if (!existsSync(dist)) throw new Error(`server-kit is not built (${dist})`);
  const { databaseEnvSchema } = require(dist) as { databaseEnvSchema: unknown };
  if (!isEnvSchema(databaseEnvSchema)) throw new Error('server-kit has no databaseEnvSchema');
  return configOf(databaseEnvSchema);
}

function configOf(schema: EnvSchema): AppConfig {
  const required: string[] = [];
  const defaults: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const unset = field.safeParse(undefined);
    if (unset.success) defaults[name] = unset.data;
    else required.push(name);
  }
  return { schema, required, defaults };
}

/** Problems an environment has for an app, as its boot-time validation would report them. */
export function configProblems(
  config: AppConfig,
  env: Record<string, string>,
  /** Set from a Secret the checks cannot read: present, value unknown. */
  opaque: readonly string[] = [],
): string[] {
  const missing = config.required.filter((name) => !(name in env) && !opaque.includes(name));
  // Field by field: a schema with a cross-field rule (sync's credential pair) cannot drop the
  // opaque fields with omit(); the whole schema, rules included, runs when nothing is opaque.
  const fieldIssues = Object.entries(config.schema.shape)
    .filter(([name]) => !opaque.includes(name) && !missing.includes(name))
    .flatMap(([name, field]) => {
      const result = field.safeParse(env[name]);
      return result.success
        ? []
        : result.error.issues.map((issue) => ({ ...issue, path: [name, ...issue.path] }));
    });
  const whole = opaque.length === 0 ? config.schema.safeParse(env) : null;
  const issues = [...fieldIssues, ...(whole && !whole.success ? whole.error.issues : [])];
  const invalid = [
    ...new Set(
      issues
        .filter((issue) => !missing.includes(String(issue.path[0])))
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ),
  ];
  return [...missing.map((name) => `${name} is required`), ...invalid];
}

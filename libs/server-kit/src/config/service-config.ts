import type { z } from 'zod';
import { loadConfig } from './load-config';

/** What `ServiceConfig(schema)` returns: a class whose instances are the validated settings. */
export interface ServiceConfigClass<S extends z.ZodType> {
  new (): z.output<S>;
  readonly schema: S;
  /**
   * Reads and validates `env` into an instance of the class; done once, at boot (`main.ts`, a
   * CLI). A missing or malformed variable stops the process with its name.
   */
  load<T>(this: new () => T, env?: NodeJS.ProcessEnv): T;
}

/**
 * The one way configuration reaches an app's providers. Each app declares
 * `export class CatalogueConfig extends ServiceConfig(catalogueEnvSchema) {}`; the class is both
 * the settings' type and their injection token, so a provider takes `config: CatalogueConfig` in
 * its constructor (no `@Inject`, no per-setting tokens or options objects), and the module
 * provides the object `CatalogueConfig.load()` returned: `{ provide: CatalogueConfig, useValue }`.
 */
export function ServiceConfig<S extends z.ZodType>(schema: S): ServiceConfigClass<S> {
  class Config {
    static readonly schema = schema;

    static load<T>(this: new () => T, env: NodeJS.ProcessEnv = process.env): T {
      return Object.freeze(Object.assign(new this() as object, loadConfig(schema, env))) as T;
    }
  }
  return Config as unknown as ServiceConfigClass<S>;
}

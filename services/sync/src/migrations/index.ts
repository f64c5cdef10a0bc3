import { Migration20261122031129 } from './Migration20261122031129';

/** Every sync migration in order; `migration-create` writes new ones beside this file. */
export const syncMigrations = [Migration20261122031129];

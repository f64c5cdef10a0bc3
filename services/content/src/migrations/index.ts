import { Migration20261122024350 } from './Migration20261122024350';

/** Every content migration in order; `migration-create` writes new ones beside this file. */
export const contentMigrations = [Migration20261122024350];

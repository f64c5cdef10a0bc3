import { Migration20261122054505 } from './Migration20261122054505';

/** Every gateway migration in order; `migration-create` writes new ones beside this file. */
export const gatewayMigrations = [Migration20261122054505];

import { Migration20261122054505 } from './Migration20261122054505';
import { Migration20261125135825 } from './Migration20261125135825';
import { Migration20261125143000 } from './Migration20261125143000';

/** Every gateway migration in order; `migration-create` writes new ones beside this file. */
export const gatewayMigrations = [
  Migration20261122054505,
  Migration20261125135825,
  Migration20261125143000,
];

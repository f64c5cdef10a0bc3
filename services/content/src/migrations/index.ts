import { Migration20261122024350 } from './Migration20261122024350';
import { Migration20261122032001 } from './Migration20261122032001';
import { Migration20261125143645 } from './Migration20261125143645';
import { Migration20261127073743 } from './Migration20261127073743';
import { Migration20261127112226 } from './Migration20261127112226';

/** Every content migration in order; `migration-create` writes new ones beside this file. */
export const contentMigrations = [
  Migration20261122024350,
  Migration20261122032001,
  Migration20261125143645,
  Migration20261127073743,
  Migration20261127112226,
];

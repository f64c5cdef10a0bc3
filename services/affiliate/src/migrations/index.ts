import { Migration20261122032514 } from './Migration20261122032514';

/** Every affiliate migration in order; `migration-create` writes new ones beside this file. */
export const affiliateMigrations = [Migration20261122032514];

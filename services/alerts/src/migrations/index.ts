import { Migration20261127105249 } from './Migration20261127105249';

/** Every alerts migration in order; `migration-create` writes new ones beside this file. */
export const alertsMigrations = [Migration20261127105249];

import { Migration20261127104832 } from './Migration20261127104832';

/** Every alerts migration in order; `migration-create` writes new ones beside this file. */
export const alertsMigrations = [Migration20261127104832];

import { Migration20261127105249 } from './Migration20261127105249';
import { Migration20261129040000 } from './Migration20261129040000';

/** Every alerts migration in order; `migration-create` writes new ones beside this file. */
export const alertsMigrations = [Migration20261127105249, Migration20261129040000];

// Applies pending alerts migrations; run as its own step (`npm run migrate`), never on boot.
import { databaseEnvSchema, loadConfig, runCli, runMigrations } from '@bli/server-kit';
import { alertsOrmConfig } from '../database/mikro-orm.config';

// Only the database URL: the migrate step has no business with the mail or token settings.
runCli(() => runMigrations('alerts', alertsOrmConfig(loadConfig(databaseEnvSchema).DATABASE_URL)));

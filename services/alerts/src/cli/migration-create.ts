// Writes a migration for whatever the entities changed: `npx nx run alerts:migration-create`.
import { createMigration, databaseEnvSchema, loadConfig, runCli } from '@bli/server-kit';
import { join } from 'node:path';
import { alertsOrmConfig } from '../database/mikro-orm.config';

runCli(async () => {
  const options = alertsOrmConfig(loadConfig(databaseEnvSchema).DATABASE_URL);
  const file = await createMigration(options, join(__dirname, '..', '..', 'src', 'migrations'));
  console.log(file ? `wrote ${file}` : 'entities and migrations agree');
});

// Writes a migration for whatever the entities changed: `npx nx run sync:migration-create`.
import { createMigration, runCli } from '@bli/server-kit';
import { join } from 'node:path';
import { SyncConfig } from '../sync.config';
import { syncOrmConfig } from '../database/mikro-orm.config';

runCli(async () => {
  const options = syncOrmConfig(SyncConfig.load().DATABASE_URL);
  const file = await createMigration(options, join(__dirname, '..', '..', 'src', 'migrations'));
  console.log(file ? `wrote ${file}` : 'entities and migrations agree');
});

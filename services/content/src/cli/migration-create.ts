// Writes a migration for whatever the entities changed: `npx nx run content:migration-create`.
import { createMigration, runCli } from '@bli/server-kit';
import { join } from 'node:path';
import { loadContentConfig } from '../content.config';
import { contentOrmConfig } from '../database/mikro-orm.config';

runCli(async () => {
  const options = contentOrmConfig(loadContentConfig().DATABASE_URL);
  const file = await createMigration(options, join(__dirname, '..', '..', 'src', 'migrations'));
  console.log(file ? `wrote ${file}` : 'entities and migrations agree');
});

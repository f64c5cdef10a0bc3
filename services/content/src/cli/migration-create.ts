// Writes a migration for whatever the entities changed: `npx nx run content:migration-create`.
import { createMigration, runCli } from '@bli/server-kit';
import { join } from 'node:path';
import { ContentConfig } from '../content.config';
import { contentOrmConfig } from '../database/mikro-orm.config';

runCli(async () => {
  const options = contentOrmConfig(ContentConfig.load().DATABASE_URL);
  const file = await createMigration(options, join(__dirname, '..', '..', 'src', 'migrations'));
  console.log(file ? `wrote ${file}` : 'entities and migrations agree');
});

// Writes a migration for whatever the entities changed: `npx nx run catalogue:migration-create`.
import { createMigration, runCli } from '@bli/server-kit';
import { join } from 'node:path';
import { CatalogueConfig } from '../catalogue.config';
import { catalogueOrmConfig } from '../database/mikro-orm.config';

runCli(async () => {
  const options = catalogueOrmConfig(CatalogueConfig.load().DATABASE_URL);
  const file = await createMigration(options, join(__dirname, '..', '..', 'src', 'migrations'));
  console.log(file ? `wrote ${file}` : 'entities and migrations agree');
});

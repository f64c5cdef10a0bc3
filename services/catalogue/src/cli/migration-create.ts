// Writes a migration for whatever the entities changed: `npm run migration:create -w @bli/catalogue`.
import { MikroORM } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import { loadCatalogueConfig } from '../catalogue.config';
import { catalogueOrmConfig } from '../database/mikro-orm.config';

async function main(): Promise<void> {
  const orm = await MikroORM.init(catalogueOrmConfig(loadCatalogueConfig().DATABASE_URL));
  try {
    await orm.migrator.up();
    const result = await orm.migrator.create(join(__dirname, '..', '..', 'src', 'migrations'));
    console.log(result.fileName ? `wrote ${result.fileName}` : 'entities and migrations agree');
  } finally {
    await orm.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// Applies pending catalogue migrations; run as its own step (`npm run migrate`), never on boot.
import { createLogger } from '@bli/server-kit';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadCatalogueConfig } from '../catalogue.config';
import { catalogueOrmConfig } from '../database/mikro-orm.config';

async function main(): Promise<void> {
  const logger = createLogger('catalogue-migrate');
  const orm = await MikroORM.init(catalogueOrmConfig(loadCatalogueConfig().DATABASE_URL));
  try {
    const applied = await orm.migrator.up();
    logger.info({ applied: applied.map((m) => m.name) }, `applied ${applied.length} migration(s)`);
  } finally {
    await orm.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// Loads the demo catalogue (idempotent): `npm start` runs it after the migrations.
import { createLogger } from '@bli/server-kit';
import { MikroORM } from '@mikro-orm/postgresql';
import { CatalogueConfig } from '../catalogue.config';
import { catalogueOrmConfig } from '../database/mikro-orm.config';
import { seedDemoCatalogue } from '../seed/demo-catalogue.seed';

async function main(): Promise<void> {
  const config = CatalogueConfig.load();
  const logger = createLogger('catalogue-seed');
  const orm = await MikroORM.init(catalogueOrmConfig(config.DATABASE_URL));
  try {
    const added = await seedDemoCatalogue(orm.em.fork(), {
      associateTag: config.AMAZON_ASSOCIATE_TAG,
    });
    logger.info({ added }, 'demo catalogue loaded');
  } finally {
    await orm.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

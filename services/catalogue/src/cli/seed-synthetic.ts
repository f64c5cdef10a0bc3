// Loads a synthetic catalogue from a JSON file (benchmarks, load tests):
// SYNTHETIC_LAPTOPS_FILE=laptops.json node services/catalogue/dist/cli/seed-synthetic.js
import { createLogger, runCli } from '@bli/server-kit';
import { MikroORM } from '@mikro-orm/postgresql';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CatalogueConfig } from '../catalogue.config';
import { catalogueOrmConfig } from '../database/mikro-orm.config';
import { seedSyntheticLaptops, syntheticLaptopSchema } from '../seed/synthetic-laptops.seed';

runCli(async () => {
  const config = CatalogueConfig.load();
  const file = process.env.SYNTHETIC_LAPTOPS_FILE;
  if (!file) throw new Error('SYNTHETIC_LAPTOPS_FILE is required (a JSON array of laptops)');
  const laptops = z.array(syntheticLaptopSchema).parse(JSON.parse(readFileSync(file, 'utf8')));
  const orm = await MikroORM.init(catalogueOrmConfig(config.DATABASE_URL));
  try {
    const added = await seedSyntheticLaptops(orm.em.fork(), laptops, {
      associateTag: config.AMAZON_ASSOCIATE_TAG,
    });
    createLogger('catalogue-seed').info({ added }, 'synthetic laptops loaded');
  } finally {
    await orm.close();
  }
});

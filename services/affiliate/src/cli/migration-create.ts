// Writes a migration for whatever the entities changed: `npx nx run affiliate:migration-create`.
import { createMigration, runCli } from '@bli/server-kit';
import { join } from 'node:path';
import { AffiliateConfig } from '../affiliate.config';
import { affiliateOrmConfig } from '../database/mikro-orm.config';

runCli(async () => {
  const options = affiliateOrmConfig(AffiliateConfig.load().DATABASE_URL);
  const file = await createMigration(options, join(__dirname, '..', '..', 'src', 'migrations'));
  console.log(file ? `wrote ${file}` : 'entities and migrations agree');
});

// Applies pending catalogue migrations; run as its own step (`npm run migrate`), never on boot.
import { runCli, runMigrations } from '@bli/server-kit';
import { CatalogueConfig } from '../catalogue.config';
import { catalogueOrmConfig } from '../database/mikro-orm.config';

runCli(() => runMigrations('catalogue', catalogueOrmConfig(CatalogueConfig.load().DATABASE_URL)));

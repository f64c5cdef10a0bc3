// Applies pending content migrations; run as its own step (`npm run migrate`), never on boot.
import { runCli, runMigrations } from '@bli/server-kit';
import { ContentConfig } from '../content.config';
import { contentOrmConfig } from '../database/mikro-orm.config';

runCli(() => runMigrations('content', contentOrmConfig(ContentConfig.load().DATABASE_URL)));

// Applies pending sync migrations; run as its own step (`npm run migrate`), never on boot.
import { runCli, runMigrations } from '@bli/server-kit';
import { loadSyncConfig } from '../sync.config';
import { syncOrmConfig } from '../database/mikro-orm.config';

runCli(() => runMigrations('sync', syncOrmConfig(loadSyncConfig().DATABASE_URL)));

// Applies pending sync migrations; run as its own step (`npm run migrate`), never on boot.
import { runCli, runMigrations } from '@bli/server-kit';
import { SyncConfig } from '../sync.config';
import { syncOrmConfig } from '../database/mikro-orm.config';

runCli(() => runMigrations('sync', syncOrmConfig(SyncConfig.load().DATABASE_URL)));

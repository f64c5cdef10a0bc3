// Applies pending gateway migrations; run as its own step (`npm run migrate`), never on boot.
import { runCli, runMigrations } from '@bli/server-kit';
import { loadGatewayConfig } from '../gateway.config';
import { gatewayOrmConfig } from '../database/mikro-orm.config';

runCli(() => runMigrations('gateway', gatewayOrmConfig(loadGatewayConfig().DATABASE_URL)));

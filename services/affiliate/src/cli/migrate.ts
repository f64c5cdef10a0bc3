// Applies pending affiliate migrations; run as its own step (`npm run migrate`), never on boot.
import { runCli, runMigrations } from '@bli/server-kit';
import { AffiliateConfig } from '../affiliate.config';
import { affiliateOrmConfig } from '../database/mikro-orm.config';

runCli(() => runMigrations('affiliate', affiliateOrmConfig(AffiliateConfig.load().DATABASE_URL)));

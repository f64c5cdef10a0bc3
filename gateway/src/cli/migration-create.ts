// Writes a migration for whatever the entities changed: `npx nx run gateway:migration-create`.
import { createMigration, runCli } from '@bli/server-kit';
import { join } from 'node:path';
import { loadGatewayConfig } from '../gateway.config';
import { gatewayOrmConfig } from '../database/mikro-orm.config';

runCli(async () => {
  const options = gatewayOrmConfig(loadGatewayConfig().DATABASE_URL);
  const file = await createMigration(options, join(__dirname, '..', '..', 'src', 'migrations'));
  console.log(file ? `wrote ${file}` : 'entities and migrations agree');
});

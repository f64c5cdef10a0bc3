import 'reflect-metadata';
import { bootstrapService, natsSettings } from '@bli/server-kit';
import { SyncConfig } from './sync.config';
import { SyncModule } from './sync.module';

async function main(): Promise<void> {
  const config = SyncConfig.load();
  await bootstrapService(SyncModule.forRoot(config), {
    service: 'sync',
    nats: natsSettings(config, 'sync'),
    healthPort: config.SYNC_HEALTH_PORT,
    host: config.HEALTH_HOST,
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

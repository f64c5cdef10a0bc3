import 'reflect-metadata';
import { bootstrapService, natsSettings } from '@bli/server-kit';
import { ContentConfig } from './content.config';
import { ContentModule } from './content.module';

async function main(): Promise<void> {
  const config = ContentConfig.load();
  await bootstrapService(ContentModule.forRoot(config), {
    service: 'content',
    nats: natsSettings(config, 'content'),
    healthPort: config.CONTENT_HEALTH_PORT,
    host: config.HEALTH_HOST,
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

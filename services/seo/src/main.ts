import 'reflect-metadata';
import { bootstrapService, natsSettings } from '@bli/server-kit';
import { SeoConfig } from './seo.config';
import { SeoModule } from './seo.module';

async function main(): Promise<void> {
  const config = SeoConfig.load();
  await bootstrapService(SeoModule.forRoot(config), {
    service: 'seo',
    nats: natsSettings(config, 'seo'),
    healthPort: config.SEO_HEALTH_PORT,
    host: config.HEALTH_HOST,
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

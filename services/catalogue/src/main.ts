import 'reflect-metadata';
import { bootstrapService, natsSettings } from '@bli/server-kit';
import { CatalogueConfig } from './catalogue.config';
import { CatalogueModule } from './catalogue.module';

async function main(): Promise<void> {
  const config = CatalogueConfig.load();
  await bootstrapService(CatalogueModule.forRoot(config), {
    service: 'catalogue',
    nats: natsSettings(config, 'catalogue'),
    healthPort: config.CATALOGUE_HEALTH_PORT,
    host: config.HEALTH_HOST,
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

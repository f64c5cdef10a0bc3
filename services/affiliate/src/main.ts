import 'reflect-metadata';
import { bootstrapService, natsSettings } from '@bli/server-kit';
import { AffiliateConfig } from './affiliate.config';
import { AffiliateModule } from './affiliate.module';

async function main(): Promise<void> {
  const config = AffiliateConfig.load();
  await bootstrapService(AffiliateModule.forRoot(config), {
    service: 'affiliate',
    nats: natsSettings(config, 'affiliate'),
    healthPort: config.AFFILIATE_HEALTH_PORT,
    host: config.HEALTH_HOST,
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import 'reflect-metadata';
import { bootstrapService, natsSettings } from '@bli/server-kit';
import { AlertsConfig } from './alerts.config';
import { AlertsModule } from './alerts.module';

async function main(): Promise<void> {
  const config = AlertsConfig.load();
  await bootstrapService(AlertsModule.forRoot(config), {
    service: 'alerts',
    nats: natsSettings(config, 'alerts'),
    healthPort: config.ALERTS_HEALTH_PORT,
    host: config.HEALTH_HOST,
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

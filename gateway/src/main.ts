import { loadGatewayConfig } from './gateway.config';
import { createGatewayApp } from './gateway.app';

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const app = await createGatewayApp(config);
  await app.listen(config.GATEWAY_PORT, config.GATEWAY_HOST);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// Runs the Creators API and Keepa simulators over the demo catalogue and the new launches until
// Ctrl-C: `npx nx run retailer-simulators:serve`. Point the sync service at the URLs it prints.
import { simulatedProducts } from '../products/simulated-products';
import { startRetailerSimulators } from '../retailer-simulators';

const env = process.env;
const number = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);

async function main(): Promise<void> {
  const simulators = await startRetailerSimulators({
    products: simulatedProducts,
    host: env.SIMULATOR_HOST ?? '127.0.0.1',
    mediaBaseUrl: env.SIMULATOR_MEDIA_BASE_URL || undefined,
    creatorsApi: {
      port: number('CREATORS_API_SIMULATOR_PORT', 3120),
      credentialId: env.CREATORS_API_CREDENTIAL_ID ?? 'simulator-id',
      credentialSecret: env.CREATORS_API_CREDENTIAL_SECRET ?? 'simulator-secret',
      tps: number('SIMULATOR_CREATORS_API_TPS', 1),
      eligible: env.SIMULATOR_CREATORS_API_ELIGIBLE !== 'false',
    },
    keepa: {
      port: number('KEEPA_SIMULATOR_PORT', 3121),
      apiKey: env.KEEPA_API_KEY ?? 'simulator-key',
      refillRate: number('SIMULATOR_KEEPA_REFILL_RATE', 20),
    },
  });
  console.log(`Creators API simulator: ${simulators.creatorsApi?.url}`);
  console.log(`Keepa simulator: ${simulators.keepa?.url}`);
  console.log(`Product pictures: ${simulators.creatorsApi?.mediaBaseUrl}/images/I/…`);
  const stop = () => void simulators.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import { simulatedProducts, startRetailerSimulators } from '@bli/retailer-simulators';
import type { RunnerConfig } from './runner.config';

export interface Retailers {
  /** Variables that point the sync service at the simulators (empty with real credentials). */
  env: Record<string, string>;
  describe: string[];
  stop(): Promise<void>;
}

const CREDENTIAL_ID = 'simulator-credential-id';
const CREDENTIAL_SECRET = 'simulator-credential-secret';
const KEEPA_KEY = 'simulator-keepa-key';

/**
 * Amazon Creators API and Keepa for `npm start`: a source with real credentials in the
 * environment is used as it is; one without gets a local simulator selling the demo catalogue's
 * laptops and the new launches operators can find and import, with prices that drift every
 * hour, pictures on the simulator's own server, and a schedule quick enough to see prices move.
 */
export async function startRetailers(
  config: RunnerConfig,
  env: NodeJS.ProcessEnv,
): Promise<Retailers> {
  const simulate = config.RETAILER_SIMULATORS === 'auto';
  const simulateCreators = simulate && !env.CREATORS_API_CREDENTIAL_ID;
  const simulateKeepa = simulate && !env.KEEPA_API_KEY;
  if (!simulateCreators && !simulateKeepa) {
    return {
      env: {},
      describe: ['retailers: credentials from the environment'],
      stop: async () => undefined,
    };
  }
  const simulators = await startRetailerSimulators({
    products: simulatedProducts,
    creatorsApi: simulateCreators
      ? {
          port: config.CREATORS_API_SIMULATOR_PORT,
          credentialId: CREDENTIAL_ID,
          credentialSecret: CREDENTIAL_SECRET,
          tps: config.SIMULATOR_CREATORS_API_TPS,
          eligible: config.SIMULATOR_CREATORS_API_ELIGIBLE === 'true',
        }
      : undefined,
    keepa: simulateKeepa
      ? { port: config.KEEPA_SIMULATOR_PORT, apiKey: KEEPA_KEY, refillRate: 20 }
      : undefined,
  });
  const simulated: Record<string, string> = {
    // Demo pace: refresh what is older than 15 minutes, looked at every 5 (unless set).
    SYNC_REFRESH_AFTER_MINUTES: env.SYNC_REFRESH_AFTER_MINUTES ?? '15',
    SYNC_SCHEDULE_INTERVAL_SECONDS: env.SYNC_SCHEDULE_INTERVAL_SECONDS ?? '300',
  };
  const describe: string[] = [];
  if (simulators.creatorsApi) {
    Object.assign(simulated, {
      CREATORS_API_CREDENTIAL_ID: CREDENTIAL_ID,
      CREATORS_API_CREDENTIAL_SECRET: CREDENTIAL_SECRET,
      CREATORS_API_TOKEN_URL: simulators.creatorsApi.tokenUrl,
      CREATORS_API_BASE_URL: simulators.creatorsApi.url,
      CREATORS_API_RATE_PER_SECOND:
        env.CREATORS_API_RATE_PER_SECOND ?? String(config.SIMULATOR_CREATORS_API_TPS),
    });
    describe.push(`Amazon Creators API simulator on ${simulators.creatorsApi.url}`);
  }
  if (simulators.keepa) {
    Object.assign(simulated, {
      KEEPA_API_KEY: KEEPA_KEY,
      KEEPA_BASE_URL: simulators.keepa.url,
      // Keepa's image names, served by the simulator instead of Amazon's media host.
      KEEPA_IMAGE_BASE_URL: `${simulators.keepa.url}/images/I/`,
    });
    describe.push(`Keepa simulator on ${simulators.keepa.url}`);
  }
  return { env: simulated, describe, stop: () => simulators.stop() };
}

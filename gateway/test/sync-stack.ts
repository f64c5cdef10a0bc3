import { freePort } from '@bli/dev-infra';
import {
  simulatedProducts,
  startRetailerSimulators,
  type RetailerSimulators,
} from '@bli/retailer-simulators';
import { runNodeScript, spawnNodeProcess, type SpawnedProcess } from '@bli/testing';
import { join } from 'node:path';

const syncDist = join(__dirname, '..', '..', 'services', 'sync', 'dist');

export const SIMULATOR_CREDENTIALS = {
  credentialId: 'stack-credential-id',
  credentialSecret: 'stack-credential-secret',
  keepaKey: 'stack-keepa-key-0123456789',
};

/**
 * The Creators API and Keepa simulators over the demo catalogue and the new launches an operator
 * can import, and a sync service pointed at them with its schedule off (tests trigger syncs
 * through the gateway).
 */
export async function startSyncWithSimulators(
  env: Record<string, string>,
  /** The sync schema's migrations run as this login (env's DATABASE_URL is sync's own). */
  migratorUrl: string,
): Promise<{ simulators: RetailerSimulators; sync: SpawnedProcess }> {
  const simulators = await startRetailerSimulators({
    products: simulatedProducts,
    creatorsApi: {
      credentialId: SIMULATOR_CREDENTIALS.credentialId,
      credentialSecret: SIMULATOR_CREDENTIALS.credentialSecret,
      tps: 20,
    },
    keepa: { apiKey: SIMULATOR_CREDENTIALS.keepaKey, refillRate: 60 },
  });
  try {
    await runNodeScript(join(syncDist, 'cli', 'migrate.js'), { ...env, DATABASE_URL: migratorUrl });
    const port = await freePort();
    const sync = await spawnNodeProcess(
      join(syncDist, 'main.js'),
      {
        ...env,
        SYNC_HEALTH_PORT: String(port),
        SYNC_SCHEDULE_ENABLED: 'false',
        CREATORS_API_CREDENTIAL_ID: SIMULATOR_CREDENTIALS.credentialId,
        CREATORS_API_CREDENTIAL_SECRET: SIMULATOR_CREDENTIALS.credentialSecret,
        CREATORS_API_TOKEN_URL: simulators.creatorsApi!.tokenUrl,
        CREATORS_API_BASE_URL: simulators.creatorsApi!.url,
        CREATORS_API_PARTNER_TAG: 'test-21',
        CREATORS_API_RATE_PER_SECOND: '19',
        KEEPA_API_KEY: SIMULATOR_CREDENTIALS.keepaKey,
        KEEPA_BASE_URL: simulators.keepa!.url,
        KEEPA_IMAGE_BASE_URL: `${simulators.keepa!.url}/images/I/`,
      },
      `http://127.0.0.1:${port}/health/ready`,
    );
    return { simulators, sync };
  } catch (error) {
    await simulators.stop();
    throw error;
  }
}

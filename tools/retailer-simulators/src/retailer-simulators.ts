import type { Clock } from './clock';
import { CreatorsApiSimulator } from './creators-api/creators-api.simulator';
import { KeepaSimulator } from './keepa/keepa.simulator';
import type { DriftOptions } from './products/price-drift';
import type { SimulatedProduct } from './products/simulated-product';

export interface RetailerSimulatorsOptions {
  products: readonly SimulatedProduct[];
  host?: string;
  /** Base of the Creators API's picture URLs; default the Creators API simulator's own URL. */
  mediaBaseUrl?: string;
  creatorsApi?: {
    port?: number;
    credentialId: string;
    credentialSecret: string;
    tps?: number;
    eligible?: boolean;
    tokenLifetimeSeconds?: number;
  };
  keepa?: {
    port?: number;
    apiKey: string;
    refillRate?: number;
    refillPeriodMs?: number;
    initialTokens?: number;
  };
  drift?: Partial<DriftOptions>;
  clock?: Clock;
}

export interface RetailerSimulators {
  creatorsApi: CreatorsApiSimulator | null;
  keepa: KeepaSimulator | null;
  stop(): Promise<void>;
}

/** Starts the simulators asked for (each on its own loopback port) over one product list. */
export async function startRetailerSimulators(
  options: RetailerSimulatorsOptions,
): Promise<RetailerSimulators> {
  const shared = {
    products: options.products,
    drift: options.drift,
    clock: options.clock,
    host: options.host,
  };
  const creatorsApi = options.creatorsApi
    ? new CreatorsApiSimulator({
        ...shared,
        mediaBaseUrl: options.mediaBaseUrl,
        ...options.creatorsApi,
      })
    : null;
  const keepa = options.keepa ? new KeepaSimulator({ ...shared, ...options.keepa }) : null;
  const stop = async () => {
    await Promise.all([creatorsApi?.stop(), keepa?.stop()]);
  };
  try {
    await creatorsApi?.start();
    await keepa?.start();
  } catch (error) {
    await stop();
    throw error;
  }
  return { creatorsApi, keepa, stop };
}

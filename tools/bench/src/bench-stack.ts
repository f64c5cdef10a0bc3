import { freePort } from '@bli/dev-infra';
import { startProductStack, type ProductStack } from '@bli/testing';

export interface BenchStack extends ProductStack {
  /** The gateway itself (no edge proxy in front). */
  gatewayUrl: string;
  /** The web server itself. */
  webUrl: string;
}

/** An address from the documentation range (RFC 5737): a shopper on the internet. */
export const CLIENT_ADDRESS = '203.0.113.10';

/**
 * The whole product as `npm start` runs it, but in production mode as Compose and Kubernetes run
 * it (NODE_ENV=production: replies are not checked against their schemas, a development aid), on
 * a database and NATS of its own, with the parts
 * that would compete for the two cores without being measured switched off (the scheduled price
 * refresh and the retailer simulators). The rate limiter stays on (its cost is part of every
 * request) with a ceiling the benchmark cannot reach.
 */
export async function startBenchStack(env: Record<string, string> = {}): Promise<BenchStack> {
  const gatewayPort = String(await freePort());
  let webPort = String(await freePort());
  while (webPort === gatewayPort) webPort = String(await freePort());
  const stack = await startProductStack({
    firstRefresh: false,
    env: {
      GATEWAY_PORT: gatewayPort,
      WEB_PORT: webPort,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SYNC_SCHEDULE_ENABLED: 'false',
      RETAILER_SIMULATORS: 'off',
      RATE_LIMIT_READS_PER_MINUTE: String(1_000_000_000),
      ...env,
    },
  });
  return {
    ...stack,
    gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
    webUrl: `http://127.0.0.1:${webPort}`,
  };
}

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { freePort } from '@bli/dev-infra';
import {
  runNodeScript,
  spawnNodeProcess,
  startTestInfra,
  type SpawnedProcess,
  type TestInfra,
} from '@bli/testing';
import { join } from 'node:path';
import { createGatewayApp } from '../src/gateway.app';
import { gatewayEnvSchema } from '../src/gateway.config';

const serviceDist = (service: string) => join(__dirname, '..', '..', 'services', service, 'dist');
const catalogueDist = serviceDist('catalogue');
const contentDist = serviceDist('content');

/** The real path of a request: HTTP → gateway → NATS → catalogue process → PostgreSQL. */
export interface Stack {
  infra: TestInfra;
  gateway: NestFastifyApplication;
  baseUrl: string;
  startCatalogue(): Promise<CatalogueProcess>;
  stop(): Promise<void>;
}

export interface CatalogueProcess extends SpawnedProcess {
  healthUrl: string;
}

export async function startStack(options: {
  catalogues: number;
  /** Start the content service too. */
  content?: boolean;
  rpcTimeoutMs?: number;
}): Promise<Stack> {
  const infra = await startTestInfra();
  const env = { DATABASE_URL: infra.databaseUrl, NATS_URL: infra.natsUrl };
  await runNodeScript(join(catalogueDist, 'cli', 'migrate.js'), env);
  await runNodeScript(join(catalogueDist, 'cli', 'seed.js'), {
    ...env,
    AMAZON_ASSOCIATE_TAG: 'test-21',
  });
  await runNodeScript(join(contentDist, 'cli', 'migrate.js'), env);
  await runNodeScript(join(contentDist, 'cli', 'seed.js'), env);

  const catalogues: CatalogueProcess[] = [];
  const startCatalogue = async (): Promise<CatalogueProcess> => {
    const port = await freePort();
    const healthUrl = `http://127.0.0.1:${port}`;
    const process = await spawnNodeProcess(
      join(catalogueDist, 'main.js'),
      { ...env, CATALOGUE_HEALTH_PORT: String(port) },
      `${healthUrl}/health/ready`,
    );
    const catalogue = { ...process, healthUrl };
    catalogues.push(catalogue);
    return catalogue;
  };
  for (let i = 0; i < options.catalogues; i++) await startCatalogue();
  const others: SpawnedProcess[] = [];
  if (options.content) {
    const port = await freePort();
    others.push(
      await spawnNodeProcess(
        join(contentDist, 'main.js'),
        { ...env, CONTENT_HEALTH_PORT: String(port) },
        `http://127.0.0.1:${port}/health/ready`,
      ),
    );
  }

  const gateway = await createGatewayApp(
    gatewayEnvSchema.parse({
      NATS_URL: infra.natsUrl,
      LOG_LEVEL: 'silent',
      RPC_TIMEOUT_MS: String(options.rpcTimeoutMs ?? 2_000),
    }),
  );
  await gateway.listen(0, '127.0.0.1');
  const baseUrl = (await gateway.getUrl()).replace('[::1]', '127.0.0.1');

  return {
    infra,
    gateway,
    baseUrl,
    startCatalogue,
    stop: async () => {
      await gateway.close();
      await Promise.all([...catalogues, ...others].map((c) => c.stop()));
      await infra.stop();
    },
  };
}

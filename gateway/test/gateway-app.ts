import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createGatewayApp } from '../src/gateway.app';
import { gatewayEnvSchema } from '../src/gateway.config';
import type { Stack } from './stack';

export interface ExtraGateway {
  app: NestFastifyApplication;
  baseUrl: string;
}

/** Another gateway on the stack's NATS and database, with settings of its own (`env`). */
export async function startGateway(
  stack: Stack,
  env: Record<string, string>,
): Promise<ExtraGateway> {
  const app = await createGatewayApp(
    gatewayEnvSchema.parse({
      ...stack.infra.natsEnv('gateway'),
      DATABASE_URL: stack.infra.databaseUrl,
      LOG_LEVEL: 'silent',
      ...env,
    }),
  );
  try {
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    await app.close();
    throw error;
  }
  return { app, baseUrl: (await app.getUrl()).replace('[::1]', '127.0.0.1') };
}

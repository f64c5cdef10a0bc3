import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/postgresql';
import { createLogger, PinoNestLogger, RpcClient } from '@bli/server-kit';
import type { GatewayConfig } from './gateway.config';
import { GatewayModule } from './gateway.module';
import { clientErrors } from './http/client-errors';
import { frameworkErrors, MAX_PARAM_LENGTH } from './http/framework-errors';
import { HttpErrorFilter } from './http/http-error.filter';
import { registerHttpEdge } from './http/http-edge';
import { registerRequestLifecycle } from './http/request-lifecycle.hooks';
import { registerApiDocs } from './openapi/api-docs';

/** 1 MB is far above any real body of this API; larger ones get a 413. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export async function createGatewayApp(config: GatewayConfig): Promise<NestFastifyApplication> {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayModule.forRoot(config),
    new FastifyAdapter({
      bodyLimit: BODY_LIMIT_BYTES,
      trustProxy: config.TRUST_PROXY,
      routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
      frameworkErrors,
      clientErrorHandler: clientErrors,
    }),
    { logger: new PinoNestLogger(logger) },
  );
  // Reads the admin session cookie (request.cookies) and sets it (reply.setCookie).
  await app.register(fastifyCookie);
  registerRequestLifecycle(app.getHttpAdapter().getInstance(), logger);
  await registerHttpEdge(app.getHttpAdapter().getInstance(), config, {
    orm: app.get(MikroORM),
    logger,
    rpc: app.get(RpcClient),
  });
  app.setGlobalPrefix('api', { exclude: ['health', 'health/ready'] });
  app.useGlobalFilters(new HttpErrorFilter());
  app.enableShutdownHooks();
  registerApiDocs(app, config);
  return app;
}

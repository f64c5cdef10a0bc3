import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { natsTransportOptions } from '../rpc/nats-transport.options';
import { createLogger, PinoNestLogger } from '../logging/logger';

export interface ServiceBootstrapOptions {
  /** Queue group and log name. */
  service: string;
  natsUrl: string;
  /** Port of the small HTTP server for /health and /health/ready (0 picks a free one). */
  healthPort: number;
  host?: string;
}

/**
 * Starts a service the way every service runs: NATS listener in its queue group, JSON logs, and
 * an HTTP port for health probes and /metrics. Handlers declare themselves with `@Handles`, which
 * brings the error filter, correlation ids and metrics (the module provides RpcMetrics).
 */
export async function bootstrapService(
  module: Type<unknown> | DynamicModule,
  options: ServiceBootstrapOptions,
): Promise<INestApplication> {
  const logger = new PinoNestLogger(createLogger(options.service));
  const app = await NestFactory.create(module, new FastifyAdapter(), { logger });
  app.connectMicroservice(natsTransportOptions(options.service, options.natsUrl));
  app.enableShutdownHooks();
  await app.startAllMicroservices();
  await app.listen(options.healthPort, options.host ?? '127.0.0.1');
  return app;
}

import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { createLogger, PinoNestLogger } from '../logging/logger';
import { RpcMetrics } from '../metrics/rpc-metrics';
import type { NatsSettings } from '../rpc/nats-settings';
import { ServiceNatsServer } from '../rpc/service-nats.server';

/**
 * Requests a service works on at once: above the database pool (10), since part of a request's
 * time is spent outside the database, yet low enough that the pool's own queue, which knows
 * nothing of deadlines, stays short.
 */
const DEFAULT_MAX_IN_FLIGHT = 16;

export interface ServiceBootstrapOptions {
  /** Queue group and log name. */
  service: string;
  /** Its NATS user (`natsSettings(config, service)`). */
  nats: NatsSettings;
  /** Port of the small HTTP server for /health and /health/ready (0 picks a free one). */
  healthPort: number;
  host?: string;
  /** Requests worked on at once (default 16); the rest wait while their deadline holds. */
  maxInFlight?: number;
}

/**
 * Starts a service the way every service runs: NATS listener in its queue group (dropping requests
 * past their deadline, a bounded number at once), JSON logs, and
 * an HTTP port for health probes and /metrics. Handlers declare themselves with `@Handles`, which
 * brings the error filter, correlation ids and metrics (the module provides RpcMetrics).
 */
export async function bootstrapService(
  module: Type<unknown> | DynamicModule,
  options: ServiceBootstrapOptions,
): Promise<INestApplication> {
  const logger = new PinoNestLogger(createLogger(options.service));
  const app = await NestFactory.create(module, new FastifyAdapter(), { logger });
  app.connectMicroservice({
    strategy: new ServiceNatsServer({
      service: options.service,
      nats: options.nats,
      maxInFlight: options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT,
      metrics: app.get(RpcMetrics, { strict: false }),
    }),
  });
  app.enableShutdownHooks();
  await app.startAllMicroservices();
  await app.listen(options.healthPort, options.host ?? '127.0.0.1');
  return app;
}

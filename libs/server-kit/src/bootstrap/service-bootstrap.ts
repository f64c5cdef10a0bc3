import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { CorrelationInterceptor } from '../rpc/correlation.interceptor';
import { natsTransportOptions } from '../rpc/nats-transport.options';
import { RpcErrorFilter } from '../rpc/rpc-error.filter';
import { createLogger, PinoNestLogger } from '../logging/logger';
import { RpcMetrics } from '../metrics/rpc-metrics';
import { RpcMetricsInterceptor } from '../metrics/rpc-metrics.interceptor';

export interface ServiceBootstrapOptions {
  /** Queue group and log name. */
  service: string;
  natsUrl: string;
  /** Port of the small HTTP server for /health and /health/ready (0 picks a free one). */
  healthPort: number;
  host?: string;
}

/**
 * Starts a service the way every service runs: NATS listener in its queue group, one RPC error
 * filter, correlation ids, JSON logs, and an HTTP port for health probes and /metrics.
 * The module must provide RpcMetrics and mount HealthController and MetricsController.
 */
export async function bootstrapService(
  module: Type<unknown> | DynamicModule,
  options: ServiceBootstrapOptions,
): Promise<INestApplication> {
  const logger = new PinoNestLogger(createLogger(options.service));
  const app = await NestFactory.create(module, new FastifyAdapter(), { logger });
  const microservice = app.connectMicroservice(
    natsTransportOptions(options.service, options.natsUrl),
  );
  microservice.useGlobalFilters(new RpcErrorFilter());
  microservice.useGlobalInterceptors(
    new CorrelationInterceptor(),
    new RpcMetricsInterceptor(app.get(RpcMetrics)),
  );
  app.enableShutdownHooks();
  await app.startAllMicroservices();
  await app.listen(options.healthPort, options.host ?? '127.0.0.1');
  return app;
}

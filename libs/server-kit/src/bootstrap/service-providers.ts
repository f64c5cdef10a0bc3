import type { Provider, Type } from '@nestjs/common';
import { DatabaseCheck } from '../database/database.check';
import { RequestContextInterceptor } from '../database/request-context.interceptor';
import { healthPingHandlers } from '../health/health-ping.handlers';
import { HealthController } from '../health/health.controller';
import { READINESS_CHECKS, type ReadinessCheck } from '../health/readiness-check';
import { MetricsController } from '../metrics/metrics.controller';
import { RpcMetrics } from '../metrics/rpc-metrics';
import { RpcClient } from '../rpc/rpc-client';

/**
 * What every service serves besides its own handlers: `/health`, `/health/ready` and `/metrics`
 * over HTTP, and `<service>.health.ping` over NATS.
 */
export function serviceControllers(service: string): Type<unknown>[] {
  return [HealthController, MetricsController, healthPingHandlers(service)];
}

/**
 * What every database-backed service provides: a request context per message, an RPC client
 * (also its NATS readiness probe), message metrics and the readiness checks.
 */
export function serviceProviders(
  service: string,
  config: { NATS_URL: string; RPC_TIMEOUT_MS: number },
): Provider[] {
  return [
    RequestContextInterceptor,
    RpcMetrics,
    DatabaseCheck,
    {
      provide: RpcClient,
      useFactory: () => RpcClient.connect(config.NATS_URL, service, config.RPC_TIMEOUT_MS),
    },
    {
      provide: READINESS_CHECKS,
      inject: [DatabaseCheck, RpcClient],
      useFactory: (database: DatabaseCheck, nats: RpcClient): ReadinessCheck[] => [
        database,
        { name: 'nats', check: () => nats.ping() },
      ],
    },
  ];
}

/**
 * What a service without a database provides (one that only asks other services): an RPC
 * client (also its NATS readiness probe) and message metrics.
 */
export function statelessServiceProviders(
  service: string,
  config: { NATS_URL: string; RPC_TIMEOUT_MS: number },
): Provider[] {
  return [
    RpcMetrics,
    {
      provide: RpcClient,
      useFactory: () => RpcClient.connect(config.NATS_URL, service, config.RPC_TIMEOUT_MS),
    },
    {
      provide: READINESS_CHECKS,
      inject: [RpcClient],
      useFactory: (nats: RpcClient): ReadinessCheck[] => [
        { name: 'nats', check: () => nats.ping() },
      ],
    },
  ];
}

import type { Provider, Type } from '@nestjs/common';
import type { z } from 'zod';
import type { commonEnvSchema } from '../config/common-env.schema';
import { DatabaseCheck } from '../database/database.check';
import { UnitOfWork } from '../database/unit-of-work';
import { healthPingHandlers } from '../health/health-ping.handlers';
import { HealthController } from '../health/health.controller';
import { READINESS_CHECKS, type ReadinessCheck } from '../health/readiness-check';
import { MetricsController } from '../metrics/metrics.controller';
import { RpcMetrics } from '../metrics/rpc-metrics';
import { RpcContractChecks } from '../rpc/contract-checks';
import { natsSettings, type NatsEnv } from '../rpc/nats-settings';
import { RpcClient } from '../rpc/rpc-client';

/** The common settings the skeleton's own providers read from the app's config object. */
export type CommonConfig = Pick<z.output<typeof commonEnvSchema>, 'NODE_ENV' | 'RPC_TIMEOUT_MS'> &
  NatsEnv;

/**
 * What every service serves besides its own handlers: `/health`, `/health/ready` and `/metrics`
 * over HTTP, and `<service>.health.ping` over NATS.
 */
export function serviceControllers(service: string): Type<unknown>[] {
  return [HealthController, MetricsController, healthPingHandlers(service)];
}

/** An RPC client (also the NATS readiness probe), message metrics and the contract checks. */
function rpcProviders(service: string, config: CommonConfig): Provider[] {
  const checks = RpcContractChecks.forEnvironment(config.NODE_ENV);
  return [
    RpcMetrics,
    { provide: RpcContractChecks, useValue: checks },
    {
      provide: RpcClient,
      useFactory: () =>
        RpcClient.connect(natsSettings(config, service), config.RPC_TIMEOUT_MS, {
          checkResponses: checks.responses,
        }),
    },
  ];
}

/**
 * What every database-backed service provides: the RPC providers, `UnitOfWork` for work no
 * message starts, and the readiness checks (database and NATS).
 */
export function serviceProviders(service: string, config: CommonConfig): Provider[] {
  return [
    ...rpcProviders(service, config),
    UnitOfWork,
    DatabaseCheck,
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
 * What a service without a database provides (one that only asks other services): the RPC
 * providers and its NATS readiness check.
 */
export function statelessServiceProviders(service: string, config: CommonConfig): Provider[] {
  return [
    ...rpcProviders(service, config),
    {
      provide: READINESS_CHECKS,
      inject: [RpcClient],
      useFactory: (nats: RpcClient): ReadinessCheck[] => [
        { name: 'nats', check: () => nats.ping() },
      ],
    },
  ];
}

import { Controller, Inject, type Type } from '@nestjs/common';
import { healthPingPattern, type HealthPingResult } from '@bli/contracts';
import { Handles } from '../rpc/handles.decorator';
import { READINESS_CHECKS, type ReadinessCheck } from './readiness-check';
import { runReadinessChecks } from './readiness-runner';

/** Below the gateway's status deadline, so a slow database is reported rather than timed out. */
const PING_CHECK_TIMEOUT_MS = 300;

/**
 * Answers `<service>.health.ping` over NATS with the same checks as `/health/ready`, so the
 * gateway can tell the admin which services are up without knowing their HTTP ports.
 */
export function healthPingHandlers(service: string): Type<unknown> {
  @Controller()
  class HealthPingHandlers {
    constructor(@Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[]) {}

    @Handles(healthPingPattern(service))
    async ping(): Promise<HealthPingResult> {
      const checks = await runReadinessChecks(this.checks, PING_CHECK_TIMEOUT_MS);
      return { service, ready: checks.every((check) => check.ok), checks };
    }
  }
  return HealthPingHandlers;
}

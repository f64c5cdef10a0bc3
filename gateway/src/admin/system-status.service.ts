import { Inject, Injectable } from '@nestjs/common';
import { healthPingPattern, MONITORED_SERVICES, type ServiceStatus } from '@bli/contracts';
import {
  DomainError,
  READINESS_CHECKS,
  RpcClient,
  runReadinessChecks,
  type ReadinessCheck,
} from '@bli/server-kit';
import { statusFromChecks, statusFromPing, systemStatus } from './system-status';

/** Each question gets this long; all are asked at once, so the answer never takes much longer. */
export const STATUS_DEADLINE_MS = 500;

/** The admin's "System Status": the gateway's own checks and a ping of every service. */
@Injectable()
export class SystemStatusService {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[],
  ) {}

  async status() {
    const services = await Promise.all([
      runReadinessChecks(this.checks, STATUS_DEADLINE_MS).then((checks) =>
        statusFromChecks('gateway', checks),
      ),
      ...MONITORED_SERVICES.map((name) => this.ping(name)),
    ]);
    return systemStatus(services, new Date());
  }

  private async ping(name: string): Promise<ServiceStatus> {
    try {
      const answer = await this.rpc.send(
        healthPingPattern(name),
        {},
        { timeoutMs: STATUS_DEADLINE_MS },
      );
      return statusFromPing(name, answer);
    } catch (error) {
      // "The sync service is not running" / "… did not answer in time": the reason, not a 503.
      const message = error instanceof DomainError ? error.message : `The ${name} service failed`;
      return { name, ready: false, message };
    }
  }
}

import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { READINESS_CHECKS, type ReadinessCheck } from './readiness-check';
import { runReadinessChecks } from './readiness-runner';

const CHECK_TIMEOUT_MS = 1_000;

/** `/health` says the process is alive; `/health/ready` that its dependencies answer. */
@Controller('health')
export class HealthController {
  constructor(@Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[]) {}

  @Get()
  alive() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready() {
    const results = await runReadinessChecks(this.checks, CHECK_TIMEOUT_MS);
    const body = { status: results.every((r) => r.ok) ? 'ready' : 'unavailable', checks: results };
    if (body.status !== 'ready') throw new ServiceUnavailableException(body);
    return body;
  }
}

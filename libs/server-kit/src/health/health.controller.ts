import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { READINESS_CHECKS, type ReadinessCheck } from './readiness-check';

const CHECK_TIMEOUT_MS = 1_000;

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

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
    const results = await Promise.all(
      this.checks.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), CHECK_TIMEOUT_MS);
          return { name, ok: true as const };
        } catch (error) {
          return { name, ok: false as const, error: (error as Error).message };
        }
      }),
    );
    const body = { status: results.every((r) => r.ok) ? 'ready' : 'unavailable', checks: results };
    if (body.status !== 'ready') throw new ServiceUnavailableException(body);
    return body;
  }
}

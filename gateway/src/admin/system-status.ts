import type {
  HealthPingResult,
  ReadinessCheckResult,
  ServiceStatus,
  SystemStatus,
} from '@bli/contracts';

/** "database: connection refused; nats: …" — the failed checks, or null when all passed. */
function failedChecks(checks: readonly ReadinessCheckResult[]): string | null {
  const failed = checks.filter((check) => !check.ok);
  if (failed.length === 0) return null;
  return failed.map((check) => `${check.name}: ${check.error ?? 'not ready'}`).join('; ');
}

/** A process's own readiness checks as one line of the status list. */
export function statusFromChecks(
  name: string,
  checks: readonly ReadinessCheckResult[],
): ServiceStatus {
  const message = failedChecks(checks);
  return { name, ready: message === null, message };
}

/** A service's answer to its ping: ready only when it says so. */
export function statusFromPing(name: string, answer: HealthPingResult): ServiceStatus {
  if (answer.ready) return { name, ready: true, message: null };
  return { name, ready: false, message: failedChecks(answer.checks) ?? 'not ready' };
}

/** Online only when every process in the list is ready. */
export function systemStatus(services: ServiceStatus[], checkedAt: Date): SystemStatus {
  return {
    online: services.every((service) => service.ready),
    checkedAt: checkedAt.toISOString(),
    services,
  };
}

import { z } from 'zod';
import { definePattern } from './pattern';
import { isoDateTimeSchema } from './primitives.schema';

/** One readiness check of a process (its database, its NATS connection, …). */
export const readinessCheckResultSchema = z.object({
  name: z.string(),
  ok: z.boolean(),
  error: z.string().optional(),
});
export type ReadinessCheckResult = z.infer<typeof readinessCheckResultSchema>;

/** A service's answer to `<service>.health.ping`: ready when every check of it passed. */
export const healthPingResultSchema = z.object({
  service: z.string(),
  ready: z.boolean(),
  checks: z.array(readinessCheckResultSchema),
});
export type HealthPingResult = z.infer<typeof healthPingResultSchema>;

/** `<service>.health.ping`, answered by every service in its own queue group. */
export function healthPingPattern(service: string) {
  return definePattern(`${service}.health.ping`, z.object({}).strict(), healthPingResultSchema);
}

/** The services behind the gateway whose readiness the admin's "System Status" shows. */
export const MONITORED_SERVICES = ['catalogue', 'content', 'seo', 'affiliate', 'sync'] as const;

export const serviceStatusSchema = z.object({
  /** A service name, or "nats" for the gateway's own connection to the message bus. */
  name: z.string(),
  ready: z.boolean(),
  /** Why it is not ready ("not running", "did not answer in time", "database: …"); null when ready. */
  message: z.string().nullable(),
});
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;

/** `GET /api/admin/status`: online only when every service answered ready. */
export const systemStatusSchema = z.object({
  online: z.boolean(),
  checkedAt: isoDateTimeSchema,
  services: z.array(serviceStatusSchema),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

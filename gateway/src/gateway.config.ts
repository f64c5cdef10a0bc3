import { commonEnvSchema, databaseEnvSchema, loadConfig } from '@bli/server-kit';
import { z } from 'zod';
import { httpEnvSchema } from './http/http-env.schema';

export const gatewayEnvSchema = commonEnvSchema.extend(databaseEnvSchema.shape).extend({
  /** TRUST_PROXY and RATE_LIMIT_*: the HTTP edge (http/http-env.schema.ts). */
  ...httpEnvSchema.shape,
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65_535).default(3100),
  GATEWAY_HOST: z.string().default('127.0.0.1'),
  /** First operator, created at start when the gateway schema has no admin yet. */
  ADMIN_EMAIL: z.string().optional(),
  /** Its password (at least 12 characters); never logged. */
  ADMIN_PASSWORD: z.string().optional(),
  /** An admin session ends after this long without a request (sliding). */
  ADMIN_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1_440).default(30),
  /** …and this long after login, whatever happens. */
  ADMIN_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(168).default(12),
  /**
   * Origins admin calls may come from (comma-separated, e.g. https://bestlaptops.in); unset: the
   * origin the request was sent to, from the proxy's X-Forwarded-Host/Proto.
   */
  PUBLIC_ORIGIN: z
    .string()
    .optional()
    .refine(
      (value) =>
        value === undefined ||
        value
          .split(',')
          .every((origin) => URL.canParse(origin.trim()) && /^https?:/.test(origin.trim())),
      { error: 'PUBLIC_ORIGIN must be http(s) origins, comma-separated' },
    ),
});
export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayEnvSchema, env);
}

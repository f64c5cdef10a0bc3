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
  /**
   * The operators' own origin in production (e.g. https://admin.example.in): the session cookie
   * then lives on that host only, and operator routes, `/api/auth/*` and operator-only API docs
   * answer only requests sent to it from it. Unset (`npm start`): one origin for shop and admin.
   */
  ADMIN_ORIGIN: z
    .string()
    .optional()
    .refine(
      (value) =>
        value === undefined ||
        (URL.canParse(value) &&
          /^https?:$/.test(new URL(value).protocol) &&
          new URL(value).origin === value.replace(/\/$/, '')),
      { error: 'ADMIN_ORIGIN must be an http(s) origin such as https://admin.example.in' },
    )
    .transform((value) => value?.replace(/\/$/, '')),
  /**
   * 32 random bytes, base64 (`openssl rand -base64 32`): seals operators' TOTP secrets in the
   * database. Unset: they are stored as they are.
   */
  ADMIN_TOTP_KEY: z
    .string()
    .optional()
    .refine((value) => value === undefined || Buffer.from(value, 'base64').length === 32, {
      error: 'ADMIN_TOTP_KEY must be 32 bytes, base64 (openssl rand -base64 32)',
    }),
  /**
   * Swagger UI and the OpenAPI JSON at /api/docs: `public`, `operators` (a live operator session
   * needed) or `off`. Unset: `off` when NODE_ENV=production, else `public`.
   */
  API_DOCS: z.enum(['public', 'operators', 'off']).optional(),
});
export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayEnvSchema, env);
}

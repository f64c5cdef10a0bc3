import { z } from 'zod';

/** A NATS user's nkey seed: 58 characters of base32, starting SU. */
export function natsSeedSchema(name: string) {
  return z
    .string()
    .trim()
    .regex(/^SU[A-Z2-7]{56}$/, {
      error: `${name} must be a NATS user nkey seed (SU…, 58 characters)`,
    });
}

/** Variables every server process reads. */
export const commonEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NATS_URL: z.string().min(1).default('nats://127.0.0.1:4222'),
  /**
   * This process's NATS user: its nkey seed, or a file holding it (a Compose or Kubernetes
   * secret). One of the two is needed to connect (docs/security.md, "Internal bus"); never logged.
   */
  NATS_NKEY_SEED: natsSeedSchema('NATS_NKEY_SEED').optional(),
  NATS_NKEY_SEED_FILE: z.string().min(1).optional(),
  /** The CA that signed the NATS server's certificate: when set, only TLS to a verified server. */
  NATS_TLS_CA_FILE: z.string().min(1).optional(),
  /** Deadline for a request/reply call to another service. */
  RPC_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
});

/** A statement running longer is cancelled by PostgreSQL (the default of the setting). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;

/** A connection not ready sooner is given up (the default of the setting). */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

/** Variables of processes that own a database schema. */
export const databaseEnvSchema = z.object({
  DATABASE_URL: z
    .string({ error: 'DATABASE_URL is required (postgres://user:pass@host:5432/db)' })
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must be a postgres:// URL' }),
  /** PostgreSQL cancels a statement of this process running longer than this; 0: never. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(600_000)
    .default(DEFAULT_STATEMENT_TIMEOUT_MS),
  /**
   * A new connection (TCP, then PostgreSQL's startup) not ready within this gives up, and so does a
   * call waiting this long for a free one; 0: never.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(600_000)
    .default(DEFAULT_CONNECT_TIMEOUT_MS),
});

/** How long this process's statements and connection attempts may take (both optional). */
export type DatabaseLimits = Partial<
  Pick<
    z.infer<typeof databaseEnvSchema>,
    'DATABASE_STATEMENT_TIMEOUT_MS' | 'DATABASE_CONNECT_TIMEOUT_MS'
  >
>;

/** Variables of NATS services: where their small HTTP port (/health, /health/ready, /metrics) listens. */
export const healthEnvSchema = z.object({
  /** 127.0.0.1 on a developer's machine; 0.0.0.0 in a container, so probes and scrapers reach it. */
  HEALTH_HOST: z.string().min(1).default('127.0.0.1'),
});

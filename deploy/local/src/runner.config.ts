import { z } from 'zod';

/** The local runner's own settings; everything else passes through to the processes it starts. */
export const runnerEnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    GATEWAY_PORT: z.coerce.number().int().min(1).max(65_535).default(3100),
    CATALOGUE_HEALTH_PORT: z.coerce.number().int().min(1).max(65_535).default(3101),
    CONTENT_HEALTH_PORT: z.coerce.number().int().min(1).max(65_535).default(3103),
    SEO_HEALTH_PORT: z.coerce.number().int().min(1).max(65_535).default(3105),
    AFFILIATE_HEALTH_PORT: z.coerce.number().int().min(1).max(65_535).default(3106),
    SYNC_HEALTH_PORT: z.coerce.number().int().min(1).max(65_535).default(3104),
    ALERTS_HEALTH_PORT: z.coerce.number().int().min(1).max(65_535).default(3109),
    /** Without SMTP_URL, alert mails go to a local mail catcher on these ports. */
    MAIL_CATCHER_SMTP_PORT: z.coerce.number().int().min(1).max(65_535).default(1025),
    MAIL_CATCHER_HTTP_PORT: z.coerce.number().int().min(1).max(65_535).default(1080),
    /** auto: a local simulator for each retailer without credentials; off: never. */
    RETAILER_SIMULATORS: z.enum(['auto', 'off']).default('auto'),
    CREATORS_API_SIMULATOR_PORT: z.coerce.number().int().min(1).max(65_535).default(3107),
    KEEPA_SIMULATOR_PORT: z.coerce.number().int().min(1).max(65_535).default(3108),
    /** "false": the simulated Amazon answers 403 AssociateNotEligible (launch mode, Keepa only). */
    SIMULATOR_CREATORS_API_ELIGIBLE: z.enum(['true', 'false']).default('true'),
    /**
     * Calls a second the simulated Amazon account allows (Amazon's own start is 1); sync is set to
     * the same pace unless CREATORS_API_RATE_PER_SECOND says otherwise.
     */
    SIMULATOR_CREATORS_API_TPS: z.coerce.number().positive().max(100).default(1),
    WEB_PORT: z.coerce.number().int().min(1).max(65_535).default(3102),
    /** Unset: an embedded PostgreSQL in DATA_DIR. Set: an admin (superuser) of that database. */
    DATABASE_URL: z.string().optional(),
    /**
     * The database roles are `<prefix>_migrator` and `<prefix>_<schema>`; roles belong to the whole
     * server, so each database on one server needs a prefix of its own.
     */
    DATABASE_ROLE_PREFIX: z
      .string()
      .regex(/^[a-z][a-z0-9_]{0,40}$/, { error: 'lower-case letters, digits and _ (41 at most)' })
      .default('bli'),
    /**
     * Unset: a nats-server of its own (from PATH) on EMBEDDED_NATS_PORT, with credentials in
     * DATA_DIR. Set: that server, whose users' seeds are in NATS_CREDENTIALS_DIR.
     */
    NATS_URL: z.string().optional(),
    /** With NATS_URL: a folder with one `<process>.nk` seed per process (secrets:generate's). */
    NATS_CREDENTIALS_DIR: z.string().min(1).optional(),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65_535).default(5433),
    EMBEDDED_NATS_PORT: z.coerce.number().int().min(1).max(65_535).default(4223),
    DATA_DIR: z.string().default('.data'),
    /** The public origin as shoppers and search engines see it (canonical URLs, sitemap); unset: http://localhost:{PORT}. */
    SITE_URL: z.url().optional(),
    /** Set to "false" to start without the demo catalogue. */
    SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  })
  .refine((config) => !config.NATS_URL || config.NATS_CREDENTIALS_DIR, {
    error: 'NATS_URL needs NATS_CREDENTIALS_DIR (the seeds its server knows)',
    path: ['NATS_CREDENTIALS_DIR'],
  });
export type RunnerConfig = z.infer<typeof runnerEnvSchema>;

import {
  commonEnvSchema,
  databaseEnvSchema,
  healthEnvSchema,
  ServiceConfig,
} from '@bli/server-kit';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65_535);
const positive = z.coerce.number().positive();
const count = z.coerce.number().int().min(1);
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Where a credential version fetches its token (docs/retailer-apis.md §A2, India = EU group). */
export const CREATORS_API_TOKEN_URLS = {
  '2.2': 'https://creatorsapi.auth.eu-south-2.amazoncognito.com/oauth2/token',
  '3.2': 'https://api.amazon.co.uk/auth/o2/token',
} as const;

export const syncEnvSchema = commonEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(healthEnvSchema.shape)
  .extend({
    SYNC_HEALTH_PORT: port.default(3104),

    /** Amazon Creators API credential of the India (EU) group; unset: Keepa only. */
    CREATORS_API_CREDENTIAL_ID: optionalText,
    CREATORS_API_CREDENTIAL_SECRET: optionalText,
    CREATORS_API_CREDENTIAL_VERSION: z.enum(['2.2', '3.2']).default('3.2'),
    CREATORS_API_TOKEN_URL: z.url().optional(),
    CREATORS_API_BASE_URL: z.url().default('https://creatorsapi.amazon'),
    /** Partner tag on every request; the associate tag when not set. */
    CREATORS_API_PARTNER_TAG: optionalText,
    AMAZON_ASSOCIATE_TAG: z.string().default('bestlaptopsin-21'),
    CREATORS_API_RATE_PER_SECOND: positive.default(1),
    /** After 403 AssociateNotEligible the API is not asked again for this long. */
    CREATORS_API_COOLDOWN_MINUTES: positive.default(360),

    /** Keepa access key; unset: Creators API only. */
    KEEPA_API_KEY: optionalText,
    KEEPA_BASE_URL: z.url().default('https://api.keepa.com'),
    /** amazon.in category that keeps the product finder to laptops. */
    KEEPA_CATEGORY_ID: z.coerce.number().int().positive().optional(),
    /**
     * Where Keepa's image names are served (`<base><name>`): Amazon's media host. Pictures are
     * hot-linked from there, never copied; a simulator serves its own.
     */
    KEEPA_IMAGE_BASE_URL: z.url().default('https://m.media-amazon.com/images/I/'),
    /** Keepa refills tokens once a minute; only a simulator runs another step. */
    KEEPA_REFILL_PERIOD_MS: count.default(60_000),

    SYNC_HTTP_TIMEOUT_MS: count.default(15_000),
    /** The largest retailer answer read, after decompression (Keepa's 100-product pages with history fit). */
    SYNC_HTTP_MAX_BODY_BYTES: count.default(32 * 1024 * 1024),
    SYNC_SCHEDULE_ENABLED: flag.default(true),
    SYNC_SCHEDULE_INTERVAL_SECONDS: count.default(600),
    /** A laptop whose price is older than this is refreshed by the schedule. */
    SYNC_REFRESH_AFTER_MINUTES: z.coerce.number().min(0).default(60),
    SYNC_WORKER_CONCURRENCY: count.max(10).default(2),
    SYNC_RETRY_ATTEMPTS: z.coerce.number().int().min(0).max(10).default(3),
    SYNC_BREAKER_FAILURES: count.default(5),
    SYNC_BREAKER_RESET_SECONDS: positive.default(60),
  })
  .refine((env) => !env.CREATORS_API_CREDENTIAL_ID === !env.CREATORS_API_CREDENTIAL_SECRET, {
    error: 'CREATORS_API_CREDENTIAL_ID and CREATORS_API_CREDENTIAL_SECRET go together',
  });

/** The sync service's settings, read once at boot; providers inject them by this class. */
export class SyncConfig extends ServiceConfig(syncEnvSchema) {}

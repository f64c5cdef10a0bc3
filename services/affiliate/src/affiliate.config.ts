import {
  commonEnvSchema,
  databaseEnvSchema,
  healthEnvSchema,
  ServiceConfig,
} from '@bli/server-kit';
import { z } from 'zod';

export const affiliateEnvSchema = commonEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(healthEnvSchema.shape)
  .extend({
    AFFILIATE_HEALTH_PORT: z.coerce.number().int().min(0).max(65_535).default(3106),
    /** Amazon Associates tag on every affiliate link; checked at boot so it can never inject. */
    AMAZON_ASSOCIATE_TAG: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,128}$/, {
        error: 'AMAZON_ASSOCIATE_TAG must be letters, digits and hyphens',
      })
      .default('bestlaptopsin-21'),
    /** Deadline of the "is this asin in the catalogue?" question, below the gateway's own. */
    AFFILIATE_UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1_500),
  });

/** The affiliate service's settings, read once at boot; providers inject them by this class. */
export class AffiliateConfig extends ServiceConfig(affiliateEnvSchema) {}

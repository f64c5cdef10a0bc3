import {
  commonEnvSchema,
  databaseEnvSchema,
  healthEnvSchema,
  ServiceConfig,
} from '@bli/server-kit';
import { z } from 'zod';

export const catalogueEnvSchema = commonEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(healthEnvSchema.shape)
  .extend({
    CATALOGUE_HEALTH_PORT: z.coerce.number().int().min(0).max(65_535).default(3101),
    /** Amazon Associates tag put on every affiliate link. */
    AMAZON_ASSOCIATE_TAG: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,128}$/, {
        error: 'AMAZON_ASSOCIATE_TAG must be letters, digits and hyphens',
      })
      .default('bestlaptopsin-21'),
    /** How long a public list's total (X-Total-Count) is reused; 0 counts on every call. */
    LIST_TOTAL_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  });

/** The catalogue service's settings, read once at boot; providers inject them by this class. */
export class CatalogueConfig extends ServiceConfig(catalogueEnvSchema) {}

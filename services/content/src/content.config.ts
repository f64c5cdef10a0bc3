import {
  commonEnvSchema,
  databaseEnvSchema,
  healthEnvSchema,
  ServiceConfig,
} from '@bli/server-kit';
import { z } from 'zod';

export const contentEnvSchema = commonEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(healthEnvSchema.shape)
  .extend({
    CONTENT_HEALTH_PORT: z.coerce.number().int().min(0).max(65_535).default(3103),
    /** How often scheduled posts whose time has come are published. */
    CONTENT_PUBLISH_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  });

/** The content service's settings, read once at boot; providers inject them by this class. */
export class ContentConfig extends ServiceConfig(contentEnvSchema) {}

import { commonEnvSchema, healthEnvSchema, ServiceConfig } from '@bli/server-kit';
import { z } from 'zod';

export const seoEnvSchema = commonEnvSchema.extend(healthEnvSchema.shape).extend({
  SEO_HEALTH_PORT: z.coerce.number().int().min(0).max(65_535).default(3105),
  /**
   * Deadline of each question to catalogue and content: below the gateway's own deadline, so a
   * slow catalogue is reported as such instead of as a slow seo service.
   */
  SEO_UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1_500),
});

/** The seo service's settings, read once at boot; providers inject them by this class. */
export class SeoConfig extends ServiceConfig(seoEnvSchema) {}

import { commonEnvSchema, databaseEnvSchema, healthEnvSchema, loadConfig } from '@bli/server-kit';
import { z } from 'zod';

export const contentEnvSchema = commonEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(healthEnvSchema.shape)
  .extend({
    CONTENT_HEALTH_PORT: z.coerce.number().int().min(0).max(65_535).default(3103),
  });
export type ContentConfig = z.infer<typeof contentEnvSchema>;

export function loadContentConfig(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  return loadConfig(contentEnvSchema, env);
}

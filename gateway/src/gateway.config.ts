import { commonEnvSchema, loadConfig } from '@bli/server-kit';
import { z } from 'zod';

export const gatewayEnvSchema = commonEnvSchema.extend({
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65_535).default(3100),
  GATEWAY_HOST: z.string().default('127.0.0.1'),
});
export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayEnvSchema, env);
}

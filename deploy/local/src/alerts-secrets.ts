import { ensureAlertsSecrets, type AlertsSecrets } from '@bli/dev-infra';
import { join } from 'node:path';

/**
 * The alerts service's secrets for `npm start`: those set in the environment, else made once per
 * data folder and kept in `<DATA_DIR>/alerts-secrets.json` (git-ignored, readable by this user
 * only), so links in mails and browsers' push subscriptions keep working across restarts.
 */
export function localAlertsSecrets(
  env: NodeJS.ProcessEnv,
  dataDir: string,
): Record<string, string> {
  const kept = ensureAlertsSecrets(join(dataDir, 'alerts-secrets.json'));
  const own = (name: keyof AlertsSecrets) => env[name] ?? kept[name];
  return {
    ALERTS_TOKEN_SECRET: own('ALERTS_TOKEN_SECRET'),
    // A key pair is one thing: both from the environment, or both kept.
    ...(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY }
      : { VAPID_PUBLIC_KEY: kept.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: kept.VAPID_PRIVATE_KEY }),
  };
}

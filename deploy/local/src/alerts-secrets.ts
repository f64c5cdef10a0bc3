import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import webPush from 'web-push';

interface AlertsSecrets {
  ALERTS_TOKEN_SECRET: string;
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
}

/**
 * The alerts service's secrets for `npm start`: those set in the environment, else made once per
 * data folder and kept in `<DATA_DIR>/alerts-secrets.json` (git-ignored, readable by this user
 * only), so links in mails and browsers' push subscriptions keep working across restarts.
 */
export function localAlertsSecrets(
  env: NodeJS.ProcessEnv,
  dataDir: string,
): Record<string, string> {
  const file = join(dataDir, 'alerts-secrets.json');
  if (!existsSync(file)) {
    const vapid = webPush.generateVAPIDKeys();
    const made: AlertsSecrets = {
      ALERTS_TOKEN_SECRET: randomBytes(32).toString('base64url'),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    };
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(made)}\n`, { mode: 0o600, flag: 'wx' });
  }
  const kept = JSON.parse(readFileSync(file, 'utf8')) as AlertsSecrets;
  const own = (name: keyof AlertsSecrets) => env[name] ?? kept[name];
  return {
    ALERTS_TOKEN_SECRET: own('ALERTS_TOKEN_SECRET'),
    // A key pair is one thing: both from the environment, or both kept.
    ...(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY }
      : { VAPID_PUBLIC_KEY: kept.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: kept.VAPID_PRIVATE_KEY }),
  };
}

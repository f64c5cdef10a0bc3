import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import webPush from 'web-push';

/** The alerts service's own secrets, by the variables it reads them from. */
export interface AlertsSecrets {
  ALERTS_TOKEN_SECRET: string;
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
}

/**
 * The alerts service's secrets in `file` (JSON, readable by its owner only), made the first time
 * and kept: a new signing key voids every link already mailed, and a new VAPID pair every
 * browser's push subscription. Used by `npm start` (its data folder) and `secrets:generate`.
 */
export function ensureAlertsSecrets(file: string): AlertsSecrets {
  if (!existsSync(file)) {
    const vapid = webPush.generateVAPIDKeys();
    const made: AlertsSecrets = {
      ALERTS_TOKEN_SECRET: randomBytes(32).toString('base64url'),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    };
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  }
  return JSON.parse(readFileSync(file, 'utf8')) as AlertsSecrets;
}

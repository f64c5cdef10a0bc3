import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The operator `npm start` creates when ADMIN_EMAIL / ADMIN_PASSWORD are not set. */
export const DEFAULT_ADMIN_EMAIL = 'admin@bestlaptops.local';

export interface LocalAdmin {
  email: string;
  password: string;
}

/**
 * The local operator: ADMIN_EMAIL / ADMIN_PASSWORD when either is set (the gateway checks
 * them), else admin@bestlaptops.local with a password made once per data folder and kept in
 * `<DATA_DIR>/admin-password` (git-ignored, readable by this user only), so every `npm start`
 * on the same data signs in with the same password. Null: the settings are the caller's.
 */
export function localAdmin(env: NodeJS.ProcessEnv, dataDir: string): LocalAdmin | null {
  if (env.ADMIN_EMAIL || env.ADMIN_PASSWORD) return null;
  const file = join(dataDir, 'admin-password');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${randomBytes(18).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  }
  return { email: DEFAULT_ADMIN_EMAIL, password: readFileSync(file, 'utf8').trim() };
}

// The secrets Docker Compose needs (docker-compose.yml refuses to start without the required
// ones): a password for PostgreSQL's superuser and one per database role (docs/security.md,
// Database roles), and the alerts service's own: the key that signs the links in its mails and
// its Web Push (VAPID) key pair. Run as a script (the last step of `npm run secrets:generate`),
// it writes them to a new `.env` at the repository root, readable by its owner only; to an
// existing `.env` it adds only those it lacks (a project made before the alerts service), never
// changing a value it holds.
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';

const PASSWORDS = [
  'POSTGRES_PASSWORD',
  'MIGRATOR_DATABASE_PASSWORD',
  'CATALOGUE_DATABASE_PASSWORD',
  'CONTENT_DATABASE_PASSWORD',
  'AFFILIATE_DATABASE_PASSWORD',
  'SYNC_DATABASE_PASSWORD',
  'GATEWAY_DATABASE_PASSWORD',
  'ALERTS_DATABASE_PASSWORD',
];

/** Letters and digits (a password goes into a URL). */
export const secret = () => randomBytes(16).toString('hex');

/** Each password Compose needs, new. */
export const composePasswords = () => Object.fromEntries(PASSWORDS.map((name) => [name, secret()]));

/**
 * Every secret Compose's services read, new, in groups that are set together: each password on
 * its own, and the VAPID key pair as one (a half pair stops the alerts service).
 */
export function composeSecretGroups() {
  const vapid = webPush.generateVAPIDKeys();
  return [
    ...Object.entries(composePasswords()).map(([name, value]) => ({ [name]: value })),
    { ALERTS_TOKEN_SECRET: randomBytes(32).toString('base64url') },
    { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey },
  ];
}

/** Every secret Compose's services read, new. */
export const composeSecrets = () => Object.assign({}, ...composeSecretGroups());

/** The variables a `.env` text sets (`NAME=…`, `export NAME=…`), even to an empty value. */
const namesIn = (text) =>
  new Set([...text.matchAll(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/gm)].map((m) => m[1]));

const lines = (values) => Object.entries(values).map(([name, value]) => `${name}=${value}`);

/**
 * Writes `file` anew with every secret (mode 0600) or, when it exists, adds only the groups of
 * which it sets no variable; returns what it did, for the caller to say.
 */
export function writeComposeEnv(file) {
  if (!existsSync(file)) {
    const header = '# Made by `npm run secrets:generate`; every other variable: .env.example.';
    writeFileSync(file, `${header}\n${lines(composeSecrets()).join('\n')}\n`, { mode: 0o600 });
    return { written: true, added: [] };
  }
  const text = readFileSync(file, 'utf8');
  const held = namesIn(text);
  // A group any of whose variables .env sets (even empty: push turned off) is .env's choice.
  const missing = composeSecretGroups().filter((group) =>
    Object.keys(group).every((name) => !held.has(name)),
  );
  const added = Object.assign({}, ...missing);
  if (missing.length > 0) {
    const separator = text === '' || text.endsWith('\n') ? '' : '\n';
    appendFileSync(
      file,
      `${separator}# Added by \`npm run secrets:generate\`.\n${lines(added).join('\n')}\n`,
    );
  }
  return { written: false, added: Object.keys(added) };
}

if (process.argv[1] === import.meta.filename) {
  const file = join(import.meta.dirname, '..', '..', '.env');
  const { written, added } = writeComposeEnv(file);
  if (written) console.log(`${file} written with new database passwords and alerts secrets`);
  else if (added.length > 0) console.log(`${file} kept; added ${added.join(', ')}`);
  else console.log(`${file} kept (delete it to have new passwords made)`);
}

// The passwords Docker Compose needs (docker-compose.yml refuses to start without them): one for
// PostgreSQL's superuser and one per database role (docs/security.md, Database roles), made at
// random. Run as a script (the last step of `npm run secrets:generate`), it writes them to a new
// `.env` at the repository root, readable by its owner only; an existing `.env` is left alone.
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PASSWORDS = [
  'POSTGRES_PASSWORD',
  'MIGRATOR_DATABASE_PASSWORD',
  'CATALOGUE_DATABASE_PASSWORD',
  'CONTENT_DATABASE_PASSWORD',
  'AFFILIATE_DATABASE_PASSWORD',
  'SYNC_DATABASE_PASSWORD',
  'GATEWAY_DATABASE_PASSWORD',
];

export const secret = () => randomBytes(16).toString('hex');

/** Each password Compose needs, new. */
export const composePasswords = () => Object.fromEntries(PASSWORDS.map((name) => [name, secret()]));

if (process.argv[1] === import.meta.filename) {
  const file = join(import.meta.dirname, '..', '..', '.env');
  if (existsSync(file)) {
    console.log(`${file} kept (delete it to have new passwords made)`);
  } else {
    const lines = Object.entries(composePasswords()).map(([name, value]) => `${name}=${value}`);
    const header = '# Made by `npm run secrets:generate`; every other variable: .env.example.';
    writeFileSync(file, `${header}\n${lines.join('\n')}\n`, { mode: 0o600 });
    console.log(`${file} written with new database passwords`);
  }
}

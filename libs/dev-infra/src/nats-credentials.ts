import { BUS_PROCESSES, type BusProcess } from '@bli/contracts';
import { createUser, fromSeed } from '@nats-io/nkeys';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A folder with one nkey seed per process of the bus (`<process>.nk`), made once and reused. */
export interface NatsCredentials {
  dir: string;
  /** The file holding `process`'s seed: what its NATS_NKEY_SEED_FILE points at. */
  seedFile(process: BusProcess): string;
  /** Each process's public key, for the server's `authorization.users`. */
  publicKeys(): Record<BusProcess, string>;
}

export interface NatsCredentialsOptions {
  /**
   * Mode of the seed files (default 0600). Files a container reads through a bind mount (Compose
   * secrets) must be readable by its user; their folder stays 0700.
   */
  fileMode?: number;
}

/** The seeds in `dir`, generating each one that is missing. */
export function ensureNatsCredentials(
  dir: string,
  { fileMode = 0o600 }: NatsCredentialsOptions = {},
): NatsCredentials {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const credentials = credentialsIn(dir);
  for (const process of BUS_PROCESSES) {
    const file = credentials.seedFile(process);
    if (!existsSync(file)) {
      writeFileSync(file, `${new TextDecoder().decode(createUser().getSeed())}\n`, {
        mode: fileMode,
      });
    }
  }
  return credentials;
}

function credentialsIn(dir: string): NatsCredentials {
  const seedFile = (process: BusProcess) => join(dir, `${process}.nk`);
  return {
    dir,
    seedFile,
    publicKeys: () =>
      Object.fromEntries(
        BUS_PROCESSES.map((process) => [
          process,
          fromSeed(
            new TextEncoder().encode(readFileSync(seedFile(process), 'utf8').trim()),
          ).getPublicKey(),
        ]),
      ) as Record<BusProcess, string>,
  };
}

/**
 * The seeds in `dir`, all of which must exist: those of a NATS server run elsewhere, which
 * knows only them (`npm run secrets:generate` writes such a folder).
 */
export function existingNatsCredentials(dir: string): NatsCredentials {
  const credentials = credentialsIn(dir);
  const missing = BUS_PROCESSES.filter((process) => !existsSync(credentials.seedFile(process)));
  if (missing.length > 0) {
    throw new Error(`${dir} lacks the NATS seeds of ${missing.join(', ')} (<process>.nk files)`);
  }
  return credentials;
}

/** What a process needs to reach NATS as itself: the server and its own seed, nothing more. */
export function natsClientEnv(
  url: string,
  credentials: NatsCredentials,
  process: BusProcess,
): { NATS_URL: string; NATS_NKEY_SEED_FILE: string } {
  return { NATS_URL: url, NATS_NKEY_SEED_FILE: credentials.seedFile(process) };
}

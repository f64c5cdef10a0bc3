import { nkeyAuthenticator, type Authenticator } from '@nats-io/transport-node';
import { accessSync, constants, readFileSync } from 'node:fs';
import type { z } from 'zod';
import { natsSeedSchema, type commonEnvSchema } from '../config/common-env.schema';

/** The settings a process reaches NATS with (a subset of the common env). */
export type NatsEnv = Pick<
  z.output<typeof commonEnvSchema>,
  'NATS_URL' | 'NATS_NKEY_SEED' | 'NATS_NKEY_SEED_FILE' | 'NATS_TLS_CA_FILE'
>;

/**
 * Who a process is on the bus and how it proves it. The seed lives only inside the
 * authenticator, so these settings can be passed around (and printed by mistake) safely.
 */
export interface NatsSettings {
  url: string;
  /** Its NATS user: the connection's name and its inbox (`_INBOX_<identity>`). */
  identity: string;
  authenticator: Authenticator;
  /** Set: TLS only, and the server's certificate must be signed by this CA. */
  caFile?: string;
}

function invalid(problem: string): Error {
  return new Error(`Invalid configuration: ${problem}`);
}

function seedOf(env: NatsEnv): string {
  if (env.NATS_NKEY_SEED && env.NATS_NKEY_SEED_FILE) {
    throw invalid('set NATS_NKEY_SEED or NATS_NKEY_SEED_FILE, not both');
  }
  if (env.NATS_NKEY_SEED_FILE) {
    let text: string;
    try {
      text = readFileSync(env.NATS_NKEY_SEED_FILE, 'utf8');
    } catch {
      throw invalid(`NATS_NKEY_SEED_FILE: cannot read ${env.NATS_NKEY_SEED_FILE}`);
    }
    const seed = natsSeedSchema('NATS_NKEY_SEED_FILE').safeParse(text);
    if (!seed.success) {
      throw invalid(`NATS_NKEY_SEED_FILE: ${env.NATS_NKEY_SEED_FILE} holds no NATS user seed`);
    }
    return seed.data;
  }
  if (env.NATS_NKEY_SEED) return natsSeedSchema('NATS_NKEY_SEED').parse(env.NATS_NKEY_SEED);
  throw invalid(
    "NATS_NKEY_SEED or NATS_NKEY_SEED_FILE is required (this process's NATS user, see docs/security.md)",
  );
}

/** The process's NATS settings from its validated config; fails naming the variable at fault. */
export function natsSettings(env: NatsEnv, identity: string): NatsSettings {
  const seed = new TextEncoder().encode(seedOf(env));
  const caFile = env.NATS_TLS_CA_FILE;
  if (caFile) {
    try {
      accessSync(caFile, constants.R_OK);
    } catch {
      throw invalid(`NATS_TLS_CA_FILE: cannot read ${caFile}`);
    }
  }
  return {
    url: env.NATS_URL,
    identity,
    authenticator: nkeyAuthenticator(seed),
    ...(caFile ? { caFile } : {}),
  };
}

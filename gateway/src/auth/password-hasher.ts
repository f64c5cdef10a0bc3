import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id, above OWASP's minimum (m=19 MiB, t=2, p=1): 64 MiB, 3 passes, 4 lanes. The values
 * travel inside each hash, so raising them later still verifies the old hashes.
 */
export const ARGON2_OPTIONS: Readonly<Options> = {
  // Algorithm is an ambient const enum (not readable under isolatedModules): 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 4,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a hash that cannot be read, never an exception. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the time of one real verification when the account does not exist, so the answer to
 * an unknown email cannot be told apart from a wrong password by its timing.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-password-of-anyone');
  await verifyPassword(await dummyHash, password);
  return false;
}

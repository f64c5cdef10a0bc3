import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { BoundedConcurrency } from './bounded-concurrency';

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

/**
 * Each argon2 run takes 64 MiB and four lanes: at most 4 run at once in this process (256 MiB);
 * up to 64 more wait their turn, and beyond that a run is refused with TooBusyError (the caller
 * answers 503 with Retry-After), so a flood of sign-ins cannot exhaust memory or the CPU.
 */
const ARGON2_RUNS = new BoundedConcurrency(4, 64);

export function hashPassword(password: string): Promise<string> {
  return ARGON2_RUNS.run(() => hash(password, ARGON2_OPTIONS));
}

/**
 * False for a wrong password and for a hash that cannot be read; TooBusyError when too many
 * checks are under way.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return ARGON2_RUNS.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
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

import type { AnyPattern } from '@bli/contracts';
import type { z } from 'zod';

/**
 * Whether replies are checked against their pattern's response schema, on both sides of a call:
 * in tests and development (a handler that strays from its contract fails loudly where it is
 * written), not in production (a parse per reply, for a mistake the tests already catch).
 * Provided by `serviceProviders` from the app's NODE_ENV.
 */
export class RpcContractChecks {
  constructor(readonly responses: boolean) {}

  static forEnvironment(nodeEnv: string | undefined): RpcContractChecks {
    return new RpcContractChecks(nodeEnv !== 'production');
  }
}

/** What is wrong with `reply` as `pattern`'s response, or undefined when it fits. */
export function responseProblems(pattern: AnyPattern, reply: unknown): string | undefined {
  const result = (pattern.response as z.ZodType).safeParse(reply);
  if (result.success) return undefined;
  return result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(reply)'}: ${issue.message}`)
    .join('; ');
}

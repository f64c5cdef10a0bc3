import { LOGIN_CODE_REQUIRED } from '@bli/contracts';
import { ApiError } from '../lib/api-error';

/**
 * True when a login answer says the password was right and the operator's second factor is on:
 * the login screen then asks for the authenticator app's code.
 */
export function needsCode(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  const details = error.details as { reason?: unknown } | undefined;
  return details?.reason === LOGIN_CODE_REQUIRED;
}

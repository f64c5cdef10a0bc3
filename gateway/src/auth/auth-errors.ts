import { LOGIN_CODE_REQUIRED } from '@bli/contracts';
import { DomainError, InvalidInputError } from '@bli/server-kit';

export const authenticationRequired = () =>
  new DomainError('UNAUTHORISED', 'Authentication required');

export const invalidCsrf = () => new DomainError('FORBIDDEN', 'Invalid or missing CSRF token');

export const invalidCredentials = () =>
  new DomainError('UNAUTHORISED', 'Invalid email or password');

/** The password was right; the operator's second factor is on and no code came. */
export const codeRequired = () =>
  new DomainError('UNAUTHORISED', 'Enter the 6-digit code from your authenticator app', {
    reason: LOGIN_CODE_REQUIRED,
  });

export const invalidCode = () => new DomainError('UNAUTHORISED', 'Invalid authentication code');

/** The login throttle refused the attempt: answered as a 429 with Retry-After. */
export class LoginThrottledError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', 'Too many login attempts. Try again later.');
  }
}

/** Too many password checks under way in this process: a 503 with Retry-After: 1. */
export const signInBusy = () =>
  new DomainError('UPSTREAM_UNAVAILABLE', 'Too many sign-ins at once. Try again in a moment.');

export const crossOriginLogin = () =>
  new DomainError('FORBIDDEN', 'Sign in from the site itself (cross-origin request refused)');

/** ADMIN_ORIGIN is set and the request was sent to (or came from) another origin. */
export const adminOriginOnly = () =>
  new DomainError('FORBIDDEN', 'Operator routes are served on the admin origin only');

/** A secret the operator typed in a signed-in form (current password, code) is wrong. */
export const wrongSecret = (field: 'currentPassword' | 'password' | 'code') =>
  new InvalidInputError(`${field} is not right`, {
    fields: [{ field, message: 'is not right' }],
  });

import { DomainError } from '@bli/server-kit';

export const authenticationRequired = () =>
  new DomainError('UNAUTHORISED', 'Authentication required');

export const invalidCsrf = () => new DomainError('FORBIDDEN', 'Invalid or missing CSRF token');

export const invalidCredentials = () =>
  new DomainError('UNAUTHORISED', 'Invalid email or password');

export const tooManyLogins = () =>
  new DomainError('RATE_LIMITED', 'Too many login attempts. Try again later.');

export const crossOriginLogin = () =>
  new DomainError('FORBIDDEN', 'Sign in from the site itself (cross-origin request refused)');

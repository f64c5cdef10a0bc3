import { z } from 'zod';
import { systemStatusSchema } from '../common/health.schema';
import { defineRoutes } from '../common/route';
import * as at from './auth.addresses';
import {
  adminSessionSchema,
  changePasswordRequestSchema,
  endSessionRequestSchema,
  loginRequestSchema,
  operatorSessionSchema,
  totpConfirmRequestSchema,
  totpDisableRequestSchema,
  totpEnrolmentRequestSchema,
  totpEnrolmentSchema,
} from './auth.schema';

/** Every check of an operator's password or code shares the login throttle. */
const SECRET_THROTTLE = {
  reason:
    'too many wrong passwords or codes: for this account from this address (after 5, each try waits 1 minute, doubling up to an hour), or from this address (the 6th within 15 minutes)',
  retryAfter: true,
} as const;

/**
 * Routes the gateway answers itself: operator sign-in, the operator's own account (password,
 * sessions, second factor) and the System Status badge.
 */
export const GatewayRoutes = defineRoutes(at, {
  login: {
    summary:
      'Operator sign-in: sets the session cookie (HttpOnly, SameSite=Strict, host-only; __Host-bli_admin and Secure on https) and answers the CSRF token for x-csrf-token; same-origin Origin required (the admin origin when ADMIN_ORIGIN is set). With the second factor on, a right password without `code` is a 401 whose details.reason is "totp-required"; 503 with Retry-After when too many password checks are under way',
    tag: 'Auth',
    body: loginRequestSchema,
    response: adminSessionSchema,
    errors: [400, 401, 403, 503],
    tooManyRequests: SECRET_THROTTLE,
  },
  logout: {
    summary: 'Ends the session on the server and clears its cookie (204)',
    tag: 'Auth',
    response: z.null(),
    status: 204,
    errors: [],
    admin: true,
  },
  me: {
    summary:
      'The signed-in operator (and whether their second factor is on) and the session CSRF token (401 without a live session; 403 on another origin than ADMIN_ORIGIN when it is set)',
    tag: 'Auth',
    response: adminSessionSchema,
    errors: [],
    admin: true,
  },
  changePassword: {
    summary:
      "Changes the signed-in operator's password: the current one is checked (400 naming currentPassword when wrong), the new one needs 12 to 256 characters and must differ; every other session of the operator ends (204)",
    tag: 'Auth',
    body: changePasswordRequestSchema,
    response: z.null(),
    status: 204,
    errors: [400, 503],
    admin: true,
    tooManyRequests: SECRET_THROTTLE,
  },
  sessions: {
    summary:
      "The signed-in operator's live sessions, newest first: browser, address, when opened and last used, and which is this one",
    tag: 'Auth',
    response: z.array(operatorSessionSchema),
    errors: [],
    admin: true,
  },
  endSession: {
    summary:
      "Ends one of the signed-in operator's sessions (204; 404 when it is not theirs or gone)",
    tag: 'Auth',
    request: endSessionRequestSchema,
    describe: { id: 'the session id of GET /api/auth/sessions' },
    response: z.null(),
    status: 204,
    errors: [400, 404],
    admin: true,
  },
  totpEnrol: {
    summary:
      'Starts turning the second factor (TOTP) on: with the password, answers a new secret and its otpauth:// URI, shown this once; POST /api/auth/totp/confirm with a code turns it on (409 when it is on already)',
    tag: 'Auth',
    body: totpEnrolmentRequestSchema,
    response: totpEnrolmentSchema,
    errors: [400, 409, 503],
    admin: true,
    tooManyRequests: SECRET_THROTTLE,
  },
  totpConfirm: {
    summary:
      'Turns the second factor on with a code of the secret just enrolled (204; 400 naming code when it is wrong; 409 without an enrolment under way)',
    tag: 'Auth',
    body: totpConfirmRequestSchema,
    response: z.null(),
    status: 204,
    errors: [400, 409],
    admin: true,
    tooManyRequests: SECRET_THROTTLE,
  },
  totpDisable: {
    summary:
      'Turns the second factor off with the password and a current code (204; 400 naming the wrong one; 409 when it is off)',
    tag: 'Auth',
    body: totpDisableRequestSchema,
    response: z.null(),
    status: 204,
    errors: [400, 409, 503],
    admin: true,
    tooManyRequests: SECRET_THROTTLE,
  },
  systemStatus: {
    summary:
      'System Status: the gateway and every service asked at once (500 ms each); online only when all are ready, otherwise each down one says why',
    tag: 'Admin',
    response: systemStatusSchema,
    errors: [],
    admin: true,
  },
});

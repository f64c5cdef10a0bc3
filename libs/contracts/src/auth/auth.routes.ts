import { z } from 'zod';
import { systemStatusSchema } from '../common/health.schema';
import { defineRoutes } from '../common/route';
import * as at from './auth.addresses';
import { adminSessionSchema, loginRequestSchema } from './auth.schema';

/** Routes the gateway answers itself: operator sign-in and the System Status badge. */
export const GatewayRoutes = defineRoutes(at, {
  login: {
    summary:
      'Operator sign-in: sets the session cookie (HttpOnly, SameSite=Strict; __Host-bli_admin and Secure in production) and answers the CSRF token for x-csrf-token; same-origin Origin required; the 6th failure within 15 minutes per account or address is a 429 with Retry-After',
    tag: 'Auth',
    body: loginRequestSchema,
    response: adminSessionSchema,
    errors: [400, 401, 403],
    tooManyRequests: {
      reason: 'the 6th failed login within 15 minutes for this account or address',
      retryAfter: true,
    },
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
    summary: 'The signed-in operator and the session CSRF token (401 without a live session)',
    tag: 'Auth',
    response: adminSessionSchema,
    errors: [],
    admin: true,
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

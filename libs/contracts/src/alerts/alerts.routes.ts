import { defineRoutes } from '../common/route';
import * as at from './alerts.addresses';
import {
  alertAcceptedSchema,
  alertCreateSchema,
  alertIdRequestSchema,
  alertsConfirmedSchema,
  alertsOfAddressSchema,
  alertStatsSchema,
  alertTokenBodySchema,
  alertUnsubscribedSchema,
  alertUpdateSchema,
  managedAlertSchema,
  pushKeySchema,
} from './alerts.schema';

const TOO_MANY = {
  reason: 'more than 20 alerts were asked for this address in 24 hours',
  retryAfter: false,
} as const;

/**
 * Price alerts (issue #22): no account; a mail's signed, expiring token is what proves the
 * address. Every answer is the same whether an address is known or not.
 */
export const AlertsRoutes = defineRoutes(at, {
  create: {
    summary:
      'Ask to be told when a laptop is cheaper, back in stock or at its lowest price; the first alert of an address is confirmed by mail',
    tag: 'Alerts',
    body: alertCreateSchema,
    response: alertAcceptedSchema,
    status: 202,
    errors: [400, 404, 429, 503],
    tooManyRequests: TOO_MANY,
  },
  confirm: {
    summary: 'Confirm an address from its confirmation mail: its waiting alerts switch on',
    tag: 'Alerts',
    body: alertTokenBodySchema,
    response: alertsConfirmedSchema,
    errors: [400, 503],
  },
  manage: {
    summary: "Everything kept about a mail's address: its alerts and whether a browser gets pushes",
    tag: 'Alerts',
    body: alertTokenBodySchema,
    response: alertsOfAddressSchema,
    errors: [400, 503],
  },
  update: {
    summary: 'Pause, resume, snooze (7 or 30 days) or change one of the address’s alerts',
    tag: 'Alerts',
    request: alertIdRequestSchema,
    body: alertUpdateSchema,
    response: managedAlertSchema,
    errors: [400, 404, 503],
  },
  remove: {
    summary: 'Delete one of the address’s alerts',
    tag: 'Alerts',
    request: alertIdRequestSchema,
    body: alertTokenBodySchema,
    response: alertUnsubscribedSchema,
    errors: [400, 404, 503],
  },
  removeAll: {
    summary: 'Delete everything about the address: every alert, its push subscription, the address',
    tag: 'Alerts',
    body: alertTokenBodySchema,
    response: alertUnsubscribedSchema,
    errors: [400, 503],
  },
  unsubscribe: {
    summary: "Unsubscribe from a mail's List-Unsubscribe link (RFC 8058 one-click)",
    tag: 'Alerts',
    body: alertTokenBodySchema,
    response: alertUnsubscribedSchema,
    errors: [400, 503],
  },
  pushKey: {
    summary: 'The VAPID public key browsers subscribe to our Web Push messages with',
    tag: 'Alerts',
    response: pushKeySchema,
    // Built from the service's settings, not from data a write changes: never cached.
    cache: 'no-store',
    errors: [503],
  },
  stats: {
    summary:
      'Alerts per state and day, failed deliveries and the most watched laptops (addresses masked)',
    tag: 'Admin',
    response: alertStatsSchema,
    errors: [503],
    admin: true,
  },
});
